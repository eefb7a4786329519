import { claimsByPlace } from '../claims'
import { copyFrom } from '../markdown'
import { routePaths } from '../routePaths'
import { statusContentSchema } from '../schemas/pages'
import { billingUrl, site } from '../site'

const values = { claims: claimsByPlace, paths: routePaths, site, links: { supportTicket: billingUrl('supportTicket') } }

/**
 * The /status page, in content/pages/status.yaml. Not a live dashboard, as the site has no monitoring feed: it states
 * each line's uptime commitment and where incidents are announced, and no figure that looks like a measurement.
 */
export const statusContent = copyFrom('pages/status.yaml', values)('statusContent', statusContentSchema)
