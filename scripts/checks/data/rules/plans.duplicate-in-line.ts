import { defineRule } from '../rule'
import type { SnapshotPlan } from '../snapshot'

export default defineRule<'planLines'>(import.meta.filename, {
  severity: 'error',
  description: 'Plan names, ids and product ids are unique within a product line.',
  check({ planLines }, report) {
    for (const line of planLines) {
      for (const key of ['name', 'id', 'pid'] as const) {
        const what = key === 'pid' ? 'product id' : key
        const first = new Map<unknown, SnapshotPlan>()
        for (const plan of line.plans) {
          const current = key === 'name' ? plan.name.trim().toLowerCase() : plan[key]
          if (current === null) continue
          const earlier = first.get(current)
          if (!earlier) first.set(current, plan)
          else
            report(
              { module: line.module, field: `${plan.field}.${key}` },
              `${plan.field} has the same ${what} (${JSON.stringify(plan[key])}) as ${earlier.field}. Every ${line.label} plan needs its own ${what}${key === 'pid' ? ': with a shared product id both order buttons sell the same product' : ''}.`,
            )
        }
      }
    }
  },
})
