import { defineData } from '../define'
import { vpsOrderUrl } from '../orderLinks'
import { intelVpsPlansSchema, vpsLineSchema } from '../schemas/plans'
import { vpsTerms } from './vpsTerms'

// Rupees per month excluding taxes, billing pids (there is no 30); no data-centre city is published, so no `location`.
export const intelVpsLine = defineData('data/plans/vpsIntel.ts', 'intelVpsLine', vpsLineSchema, {
  name: 'Intel Xeon VPS',
  processor: 'Intel Xeon',
  virtualization: 'KVM',
  memoryType: 'DDR4',
  storageType: 'SSD',
  ...vpsTerms,
})

const facts = [
  { name: 'Basic', monthlyPrice: 549, pid: 29, ramGb: 4, vcores: 2, storageGb: 50, bandwidthTb: 1 },
  { name: 'Starter', monthlyPrice: 849, pid: 35, ramGb: 8, vcores: 4, storageGb: 100, bandwidthTb: 1, popular: true },
  { name: 'Standard', monthlyPrice: 1049, pid: 31, ramGb: 16, vcores: 6, storageGb: 200, bandwidthTb: 2 },
  { name: 'Pro', monthlyPrice: 1249, pid: 32, ramGb: 24, vcores: 8, storageGb: 250, bandwidthTb: 2, popular: true },
  { name: 'Advanced', monthlyPrice: 1699, pid: 33, ramGb: 32, vcores: 12, storageGb: 400, bandwidthTb: 3 },
  { name: 'Enterprise', monthlyPrice: 2399, pid: 34, ramGb: 64, vcores: 24, storageGb: 800, bandwidthTb: 3 },
]

export const intelVpsPlans = defineData(
  'data/plans/vpsIntel.ts',
  'intelVpsPlans',
  intelVpsPlansSchema,
  facts.map((plan) => ({
    id: `intel-${plan.name.toLowerCase()}`,
    popular: false,
    ...plan,
    orderUrl: vpsOrderUrl(plan.pid),
  })),
)
