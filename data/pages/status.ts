import { claimsByPlace } from '../claims'
import { copyFrom } from '../markdown'
import { routePaths } from '../routePaths'
import { statusContentSchema } from '../schemas/pages'
import { billingUrl, site } from '../site'

const values = { claims: claimsByPlace, paths: routePaths, site, links: { supportTicket: billingUrl('supportTicket') } }

/** The /status page: with no monitoring feed, it states commitments and channels, never a figure like a measurement. */
export const statusContent = copyFrom('pages/status.yaml', values)('statusContent', statusContentSchema)
