import { defineData } from '../define'
import { vpsOrderUrl } from '../orderLinks'
import { ryzenVpsPlansSchema, vpsLineSchema } from '../schemas/plans'
import { vpsTerms } from './vpsTerms'

// Rupees per month excluding taxes, billing pids; no disk size is published, so storageGb is left out, not guessed.
export const ryzenVpsLine = defineData('data/plans/vpsRyzen.ts', 'ryzenVpsLine', vpsLineSchema, {
  name: 'AMD Ryzen VPS',
  processor: 'AMD Ryzen',
  virtualization: 'KVM',
  memoryType: 'DDR5',
  storageType: 'RAID1 NVMe',
  location: 'Mumbai',
  ...vpsTerms,
})

const facts = [
  { ramGb: 4, vcores: 1, monthlyPrice: 729, pid: 21 },
  { ramGb: 8, vcores: 2, monthlyPrice: 1189, pid: 22, popular: true },
  { ramGb: 12, vcores: 3, monthlyPrice: 1499, pid: 23 },
  { ramGb: 16, vcores: 4, monthlyPrice: 1699, pid: 24, popular: true },
  { ramGb: 24, vcores: 6, monthlyPrice: 2499, pid: 25 },
  { ramGb: 32, vcores: 8, monthlyPrice: 3399, pid: 26 },
  { ramGb: 48, vcores: 12, monthlyPrice: 4899, pid: 27 },
  { ramGb: 64, vcores: 16, monthlyPrice: 6699, pid: 28 },
]

export const ryzenVpsPlans = defineData(
  'data/plans/vpsRyzen.ts',
  'ryzenVpsPlans',
  ryzenVpsPlansSchema,
  facts.map((plan) => ({
    id: `ryzen-${plan.ramGb}gb`,
    name: `Ryzen ${plan.ramGb}GB`,
    popular: false,
    ...plan,
    location: ryzenVpsLine.location,
    orderUrl: vpsOrderUrl(plan.pid),
  })),
)
