import { countOf } from '../../lib/format'
import { defineData } from '../define'
import { pathTo } from '../routePaths'
import { type ProductLineKey, productLinesSchema } from '../schemas/plans'
import { discordBotPlans } from './discordBot'
import { minecraftPlans } from './minecraft'
import { palworldPlans } from './palworld'
import { vdsPlans } from './vds'
import { intelVpsLine, intelVpsPlans } from './vpsIntel'
import { ryzenVpsLine, ryzenVpsPlans } from './vpsRyzen'
import { webHostingPlans } from './webHosting'

type OrderablePlan = { name: string; orderUrl: string } & ({ price: number } | { monthlyPrice: number })

/** An orderable line's plans in the uniform shape; `summary` is the line's own one-line description of a plan. */
function orderable<Plan extends OrderablePlan>(plans: readonly Plan[], summary: (plan: Plan) => string) {
  return plans.map((plan) => ({
    name: plan.name,
    price: 'price' in plan ? plan.price : plan.monthlyPrice,
    orderUrl: plan.orderUrl,
    summary: summary(plan),
    available: true,
  }))
}

const gameSummary = (plan: (typeof minecraftPlans)[number] | (typeof palworldPlans)[number]) =>
  `${plan.ramGb} GB RAM, ${plan.ssdGb} GB SSD, ${countOf(plan.cpuCores, 'core')}, ${plan.players} players`

/** Every product line in one shape, derived from the per-line modules, for structured data and comparisons. */
export const productLines = defineData('data/plans/index.ts', 'productLines', productLinesSchema, {
  minecraft: {
    productName: 'Minecraft server hosting',
    path: pathTo('minecraft'),
    description:
      'Java and Bedrock Minecraft servers on NVMe storage with one-click modpacks and always-on DDoS protection.',
    plans: orderable(minecraftPlans, gameSummary),
  },
  palworld: {
    productName: 'Palworld server hosting',
    path: pathTo('palworld'),
    description: 'Dedicated Palworld worlds for groups of 4 to 32 players, with cross-play and cloud backups.',
    plans: orderable(palworldPlans, gameSummary),
  },
  vpsRyzen: {
    productName: 'AMD Ryzen VPS hosting',
    path: pathTo('vpsRyzen'),
    description: `KVM virtual servers in ${ryzenVpsLine.location} with ${ryzenVpsLine.memoryType} memory and ${ryzenVpsLine.storageType} storage.`,
    plans: orderable(
      ryzenVpsPlans,
      (plan) =>
        `${plan.ramGb} GB ${ryzenVpsLine.memoryType} RAM, ${countOf(plan.vcores, 'vCore')}, ${ryzenVpsLine.storageType} storage, ${plan.location ?? ryzenVpsLine.location}`,
    ),
  },
  vpsIntel: {
    productName: 'Intel Xeon VPS hosting',
    path: pathTo('vpsIntel'),
    description: `KVM virtual servers on Intel Xeon with ${intelVpsLine.memoryType} memory, ${intelVpsLine.storageType} storage and monthly bandwidth included.`,
    plans: orderable(
      intelVpsPlans,
      (plan) =>
        `${plan.ramGb} GB ${intelVpsLine.memoryType} RAM, ${plan.vcores} vCPU, ${plan.storageGb} GB ${intelVpsLine.storageType}, ${plan.bandwidthTb} TB bandwidth`,
    ),
  },
  webHosting: {
    productName: 'Web hosting',
    path: pathTo('webHosting'),
    description: 'cPanel web hosting with a free domain, free SSL and NVMe SSD storage.',
    plans: orderable(
      webHostingPlans,
      (plan) =>
        `${countOf(plan.accounts, 'cPanel account')}, ${plan.storageMb} MB storage, ${plan.ramGb} GB RAM, ${plan.bandwidthGb} GB bandwidth, ${plan.backups} backups`,
    ),
  },
  discordBot: {
    productName: 'Discord bot hosting',
    path: pathTo('discordBot'),
    description: 'Always-on hosting for Node.js, Python, Java and TypeScript bots, with MySQL and PostgreSQL included.',
    plans: orderable(
      discordBotPlans,
      (plan) =>
        `${plan.storageGb} GB ${plan.storageType}, ${plan.ramGb} GB ${plan.memoryType} RAM, ${plan.bots} bots, ${plan.performance} performance`,
    ),
  },
  vds: {
    productName: 'Dedicated virtual servers (VDS)',
    path: pathTo('vds'),
    description: 'Virtual servers with dedicated cores on AMD Ryzen 9 and Intel Core i9, launching soon.',
    plans: vdsPlans.map((plan) => ({
      name: plan.name,
      price: null,
      orderUrl: null,
      summary: `${plan.processor}, ${plan.dedicatedCores} dedicated cores, ${plan.ramGb} GB ${plan.memoryType}, ${plan.storageText} ${plan.storageType}`,
      available: false,
    })),
  },
})

/** Lowest monthly price among a line's orderable plans; null when nothing can be ordered (VDS). */
export function cheapestPrice(lineKey: ProductLineKey): number | null {
  const prices = productLines[lineKey].plans.flatMap((plan) => plan.price ?? [])
  return prices.length === 0 ? null : Math.min(...prices)
}

export type { ProductLineKey } from '../schemas/plans'
