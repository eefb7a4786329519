import type { z } from 'zod'
import { orderUrlProblems } from '../orderLinks'

/** List check: each item's `field` is unique, as in `games[4] (Terraria).slug: duplicate slug "terraria" …`. */
export function uniqueBy<Item>(field: keyof Item & string) {
  return (items: readonly Item[], ctx: z.RefinementCtx): void => {
    const seen = new Map<unknown, number>()
    items.forEach((item, index) => {
      const value = item[field]
      const first = seen.get(value)
      if (first === undefined) seen.set(value, index)
      else
        ctx.addIssue({
          code: 'custom',
          message: `duplicate ${field} ${JSON.stringify(value)} (also at [${first}])`,
          path: [index, field],
        })
    })
  }
}

/** List-level check: `field` of each item equals `expected(item)` (for values derived from other fields). */
export function derivedField<Item>(field: keyof Item & string, expected: (item: Item) => unknown, rule: string) {
  return (items: readonly Item[], ctx: z.RefinementCtx): void => {
    items.forEach((item, index) => {
      const want = expected(item)
      if (item[field] !== want)
        ctx.addIssue({ code: 'custom', message: `expected ${JSON.stringify(want)} (${rule})`, path: [index, field] })
    })
  }
}

type OrderablePlan = { pid: number; orderUrl: string; configOptions?: Readonly<Record<number, number | string>> }

/** List check: each plan's order link puts the plan itself in the cart, or `intelVpsPlans[0] (Basic).orderUrl: …`. */
export function orderLinks(billingCycle?: 'monthly') {
  return (items: readonly OrderablePlan[], ctx: z.RefinementCtx): void => {
    items.forEach((item, index) => {
      const expected = { pid: item.pid, configOptions: item.configOptions ?? {}, ...(billingCycle && { billingCycle }) }
      for (const message of orderUrlProblems(item.orderUrl, expected))
        ctx.addIssue({ code: 'custom', message, path: [index, 'orderUrl'] })
    })
  }
}
