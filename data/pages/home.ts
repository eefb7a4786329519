import { claimsByPlace } from '../claims'
import { copyFrom } from '../markdown'
import { routePaths } from '../routePaths'
import { homeContentSchema } from '../schemas/home'
import { site } from '../site'

/** Copy of the home page, in content/pages/home.yaml. Figures come from data/claims.ts and data/site.ts. */
export const homeContent = copyFrom('pages/home.yaml', { claims: claimsByPlace, site, paths: routePaths })(
  'homeContent',
  homeContentSchema,
)
