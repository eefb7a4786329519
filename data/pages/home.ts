import { claimsByPlace } from '../claims'
import { copyFrom } from '../markdown'
import { routePaths } from '../routePaths'
import { homeContentSchema } from '../schemas/home'
import { site } from '../site'

/** Copy of the home page, in content/pages/home.yaml; figures and links from data/claims.ts, site.ts, routePaths.ts. */
export const homeContent = copyFrom('pages/home.yaml', { claims: claimsByPlace, site, paths: routePaths })(
  'homeContent',
  homeContentSchema,
)
