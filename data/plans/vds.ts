import { defineData } from '../define'
import { vdsPlansSchema } from '../schemas/plans'

/** Dedicated virtual servers, permanently "coming soon": no price and no order link, and the schema rejects both. */
const facts = [
  { name: 'Starter', processor: 'AMD Ryzen 9', dedicatedCores: 4, ramGb: 16, storageGb: 200 },
  { name: 'Pro', processor: 'AMD Ryzen 9', dedicatedCores: 6, ramGb: 32, storageGb: 400 },
  { name: 'Elite', processor: 'AMD Ryzen 9', dedicatedCores: 8, ramGb: 64, storageGb: 800 },
  { name: 'Ultimate', processor: 'Intel Core i9', dedicatedCores: 10, ramGb: 128, storageGb: 1600 },
] as const

export const vdsPlans = defineData(
  'data/plans/vds.ts',
  'vdsPlans',
  vdsPlansSchema,
  facts.map((plan) => ({
    id: plan.name.toLowerCase(),
    ...plan,
    memoryType: 'DDR5' as const,
    storageType: 'NVMe' as const,
    // 200 -> '200 GB', 1600 -> '1.6 TB' (decimal units, as the page prints them).
    storageText: plan.storageGb >= 1000 ? `${plan.storageGb / 1000} TB` : `${plan.storageGb} GB`,
  })),
)
