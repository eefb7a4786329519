import { defineRule } from '../rule'

export default defineRule<'planLines'>(import.meta.filename, {
  severity: 'error',
  description:
    'The "popular" badge only goes on a plan that exists as an orderable offer (with a price and an order link).',
  check({ planLines }, report) {
    for (const line of planLines) {
      for (const plan of line.plans) {
        if (!plan.popular || (plan.price !== null && plan.pid !== null)) continue
        report(
          { module: line.module, field: `${plan.field}.popular` },
          `${plan.name} is marked popular, but no such plan can be ordered (it has no price or order link), so ${line.path} would highlight an offer nobody can buy. Remove the flag or put it on an orderable plan.`,
        )
      }
    }
  },
})
