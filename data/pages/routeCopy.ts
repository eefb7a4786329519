import { z } from 'zod'
import { copyFrom } from '../markdown'
import { refundPolicyFacts } from '../policies'
import { type RouteId, routePaths } from '../routePaths'
import { routeSchema } from '../schemas/routes'

const routeIds = Object.keys(routePaths) as [RouteId, ...RouteId[]]

/** Every page's name, heading, lead and search metadata (content/pages/routes.yaml); data/routes.ts checks them. */
export const routeCopy = copyFrom('pages/routes.yaml', { refund: refundPolicyFacts })(
  'routeCopy',
  z.record(z.enum(routeIds), routeSchema.pick({ name: true, heading: true, intro: true, seo: true })),
)
