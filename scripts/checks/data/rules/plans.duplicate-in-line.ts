import { defineRule } from '../rule'
import type { SnapshotPlan } from '../snapshot'

const KEYS = [
  { key: 'name', what: 'name', value: (plan: SnapshotPlan) => plan.name.trim().toLowerCase() },
  { key: 'id', what: 'id', value: (plan: SnapshotPlan) => plan.id },
  { key: 'pid', what: 'product id', value: (plan: SnapshotPlan) => plan.pid },
] as const

export default defineRule<'planLines'>(import.meta.filename, {
  severity: 'error',
  description: 'Plan names, ids and product ids are unique within a product line.',
  check({ planLines }, report) {
    for (const line of planLines) {
      for (const { key, what, value } of KEYS) {
        const first = new Map<unknown, SnapshotPlan>()
        for (const plan of line.plans) {
          const current = value(plan)
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
