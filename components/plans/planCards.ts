import type { minecraftPlans } from '../../data/plans/minecraft'
import type { palworldPlans } from '../../data/plans/palworld'
import type { ryzenVpsLine, ryzenVpsPlans } from '../../data/plans/vpsRyzen'
import { countOf } from '../../lib/format'
import type { PlanCardData } from './PlanCard'

type GamePlan = (typeof minecraftPlans)[number] | (typeof palworldPlans)[number]

/** A game server plan as a card: the facts a player compares, in the order they compare them. */
export function gamePlanCard(plan: GamePlan, backupsLabel: (count: number) => string): PlanCardData {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    tagline: `${plan.players} players`,
    features: [
      `${plan.ramGb} GB RAM`,
      `${plan.ssdGb} GB NVMe SSD`,
      countOf(plan.cpuCores, 'CPU core'),
      backupsLabel(plan.backups),
    ],
    popular: plan.popular,
    accent: plan.accent,
    image: { src: plan.img, alt: plan.imgAlt },
    orderUrl: plan.orderUrl,
  }
}

// One schema for both VPS lines; Intel plans add storage size and bandwidth.
export type VpsLine = typeof ryzenVpsLine
export type VpsPlan = (typeof ryzenVpsPlans)[number]

/** A VPS plan as a card; Intel plans add storage size and bandwidth, Ryzen plans their location. */
export function vpsPlanCard(plan: VpsPlan, line: VpsLine, coreUnit: string): PlanCardData {
  const storage = plan.storageGb === undefined ? line.storageType : `${plan.storageGb} GB ${line.storageType}`
  const location = plan.location ?? line.location
  return {
    id: plan.id,
    name: plan.name,
    price: plan.monthlyPrice,
    tagline: `${plan.ramGb} GB ${line.memoryType} · ${countOf(plan.vcores, coreUnit)}`,
    features: [
      `${plan.ramGb} GB ${line.memoryType} RAM`,
      countOf(plan.vcores, coreUnit),
      storage,
      ...(plan.bandwidthTb === undefined ? [] : [`${plan.bandwidthTb} TB bandwidth`]),
      ...(location === undefined ? [] : [`${location} data centre`]),
    ],
    popular: plan.popular,
    orderUrl: plan.orderUrl,
  }
}
