import { claimsByPlace } from '../claims'
import { copyFrom } from '../markdown'
import { routePaths } from '../routePaths'
import { statusContentSchema } from '../schemas/pages'
import { billingUrl, site } from '../site'

const values = { claims: claimsByPlace, paths: routePaths, site, links: { supportTicket: billingUrl('supportTicket') } }

/**
 * The /status page, in content/pages/status.yaml. It is deliberately not a live dashboard: this static site has
 * no monitoring feed, so it states each service line's uptime commitment and where incidents and maintenance are
 * announced, and shows no figure that could be mistaken for a measurement.
 */
export const statusContent = copyFrom('pages/status.yaml', values)('statusContent', statusContentSchema)
