import { copyFrom } from '../markdown'
import { contactItemsSchema } from '../schemas/content'
import { contactContentSchema } from '../schemas/pages'
import { billingUrl, site } from '../site'

/** The copy is in content/pages/contact.yaml; addresses come from data/site.ts so they change in one place. */
const copy = copyFrom('pages/contact.yaml', { site, links: { supportTicket: billingUrl('supportTicket') } })

export const contactItems = copy('contactItems', contactItemsSchema)

/** Headings of the Contact page; the cards are contactItems above and the legal details data/site.ts. */
export const contactContent = copy('contactContent', contactContentSchema)
