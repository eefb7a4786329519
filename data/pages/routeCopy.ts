import { z } from 'zod'
import { copyFrom } from '../markdown'
import { refundPolicyFacts } from '../policies'
import { type RouteId, routePaths } from '../routePaths'
import { routeSchema } from '../schemas/routes'

const routeIds = Object.keys(routePaths) as [RouteId, ...RouteId[]]

/**
 * The name, heading, lead paragraph and search metadata of every registered page, in content/pages/routes.yaml.
 * data/routes.ts joins them with each page's place in the site and checks them.
 */
export const routeCopy = copyFrom('pages/routes.yaml', { refund: refundPolicyFacts })(
  'routeCopy',
  z.record(z.enum(routeIds), routeSchema.pick({ name: true, heading: true, intro: true, seo: true })),
)
