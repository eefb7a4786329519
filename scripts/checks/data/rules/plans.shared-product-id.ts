import { defineRule, inWords } from '../rule'
import type { SnapshotPlan, SnapshotPlanLine } from '../snapshot'

export default defineRule<'planLines'>(import.meta.filename, {
  severity: 'warning',
  description: 'A billing product id belongs to one plan of one product line.',
  check({ planLines }, report) {
    // Per product id, the first plan of each line that uses it (a repeat inside one line is plans.duplicate-in-line).
    const byPid = new Map<number, Array<{ line: SnapshotPlanLine; plan: SnapshotPlan }>>()
    for (const line of planLines) {
      for (const plan of line.plans) {
        if (plan.pid === null) continue
        const users = byPid.get(plan.pid) ?? []
        if (!users.some((user) => user.line.key === line.key)) users.push({ line, plan })
        byPid.set(plan.pid, users)
      }
    }
    for (const [pid, users] of byPid) {
      const [first] = users
      if (!first || users.length < 2) continue
      const names = users.map(({ line, plan }) => `${line.label} "${plan.name}" (${line.module} ${plan.field})`)
      report(
        { module: first.line.module, field: `${first.plan.field}.pid` },
        `Product id ${pid} is used by ${inWords(names)}. The billing site has one product per id, so these order buttons put the same product in the cart and at least one of them sells the wrong thing. Check the real product ids in the billing admin.`,
      )
    }
  },
})
