import { formatInr } from '../../../../lib/format'
import { defineRule } from '../rule'

export default defineRule<'games' | 'planLines'>(import.meta.filename, {
  severity: 'warning',
  description: 'A "from" price on a /games catalogue card must equal the cheapest plan on that game\'s page.',
  check({ games, planLines }, report) {
    for (const game of games) {
      if (game.price === undefined) continue
      const at = { module: game.module, field: `${game.field}.price` }
      const line = planLines.find((candidate) => candidate.path === game.link)
      const prices = line?.plans.flatMap((plan) => plan.price ?? []) ?? []
      if (!line || prices.length === 0) {
        report(
          at,
          `The /games catalogue card shows ${game.name} from ${formatInr(game.price)} a month, but ${game.link} has no plans to order at any price. Remove the price from the card, or add plans for the game.`,
        )
        continue
      }
      const cheapest = Math.min(...prices)
      if (game.price === cheapest) continue
      const cheapestPlan = line.plans.find((plan) => plan.price === cheapest)
      const planName = cheapestPlan ? ` (${cheapestPlan.name}, ${line.module})` : ''
      report(
        at,
        game.price < cheapest
          ? `The /games catalogue card says ${game.name} starts at ${formatInr(game.price)} a month, but the cheapest ${game.name} plan${planName} costs ${formatInr(cheapest)}: a visitor who clicks through cannot buy at the advertised price. Set the catalogue price to ${cheapest} or add a plan at ${formatInr(game.price)}.`
          : `The /games catalogue card says ${game.name} starts at ${formatInr(game.price)} a month, but the cheapest ${game.name} plan${planName} costs only ${formatInr(cheapest)}. Set the catalogue price to ${cheapest}.`,
      )
    }
  },
})
