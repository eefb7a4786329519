import { copyFrom } from './markdown'
import { routePaths } from './routePaths'
import { supportSectionSchema } from './schemas/pageContent'
import { billingUrl, site } from './site'

const values = { site, paths: routePaths, links: { supportTicket: billingUrl('supportTicket') } }

/** The support section shared by the game and server pages, in content/pages/support.yaml. */
export const supportSection = copyFrom('pages/support.yaml', values)('supportSection', supportSectionSchema)
