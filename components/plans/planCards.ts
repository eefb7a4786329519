import type { minecraftPlans } from '../../data/plans/minecraft'
import type { palworldPlans } from '../../data/plans/palworld'
import type { PlanCardData } from './PlanCard'

type GamePlan = (typeof minecraftPlans)[number] | (typeof palworldPlans)[number]

function cores(count: number): string {
  return `${count} CPU ${count === 1 ? 'core' : 'cores'}`
}

/** A game server plan as a card: the facts a player compares, in the order they compare them. */
export function gamePlanCard(plan: GamePlan, backupsLabel: (count: number) => string): PlanCardData {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    tagline: `${plan.players} players`,
    features: [`${plan.ramGb} GB RAM`, `${plan.ssdGb} GB NVMe SSD`, cores(plan.cpuCores), backupsLabel(plan.backups)],
    popular: plan.popular,
    accent: plan.accent,
    image: { src: plan.img, alt: plan.imgAlt },
    orderUrl: plan.orderUrl,
  }
}

type FeaturePlan = Pick<PlanCardData, 'id' | 'name' | 'price' | 'features' | 'popular' | 'accent' | 'orderUrl'>

/** A plan that lists its own features (web hosting, Discord bots) as a card, under the line's tagline for it. */
export function featurePlanCard(plan: FeaturePlan, tagline: string): PlanCardData {
  const { id, name, price, features, popular, accent, orderUrl } = plan
  return { id, name, price, tagline, features, popular, accent, orderUrl }
}
