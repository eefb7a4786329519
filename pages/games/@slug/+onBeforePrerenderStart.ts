import { gameRoutes } from '../../../data/routes'

// One prerendered page per catalogue game without a page of its own.
export default function onBeforePrerenderStart(): string[] {
  return gameRoutes.map((route) => route.path)
}
