import { closest, distance } from 'fastest-levenshtein'
import { defineRule } from '../rule'

export default defineRule<'linkTargets' | 'routes'>(import.meta.filename, {
  severity: 'error',
  description:
    'Every internal path in the data (menus, catalogue links, product lines, policies) is a registered route.',
  check({ linkTargets, routes }, report) {
    const paths = routes.map((route) => route.path)
    for (const target of linkTargets) {
      if (paths.includes(target.href)) continue
      // Suggest a path only when it is a near miss: a few characters, more for long paths.
      const nearest = paths.length === 0 ? undefined : closest(target.href, paths)
      const near =
        nearest !== undefined && distance(target.href, nearest) <= Math.max(3, Math.floor(target.href.length / 4))
      report(
        target,
        `Links to ${target.href}, which is not a page of this site (no route in data/routes.ts has that path), so the link is dead wherever it is shown.${near ? ` Did you mean ${nearest}?` : ''}`,
      )
    }
  },
})
