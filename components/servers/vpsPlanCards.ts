import type { PlanCardData } from '../plans/PlanCard'

type VpsLine = { memoryType: string; storageType: string; location?: string | undefined }
type VpsPlan = {
  id: string
  name: string
  ramGb: number
  vcores: number
  monthlyPrice: number
  popular: boolean
  orderUrl: string
  location?: string | undefined
  storageGb?: number
  bandwidthTb?: number
}

/** A VPS plan as a card; Intel plans add storage size and bandwidth, Ryzen plans their location. */
export function vpsPlanCard(plan: VpsPlan, line: VpsLine, coreUnit: 'vCore' | 'vCPU'): PlanCardData {
  const storage = plan.storageGb === undefined ? line.storageType : `${plan.storageGb} GB ${line.storageType}`
  const location = plan.location ?? line.location
  return {
    id: plan.id,
    name: plan.name,
    price: plan.monthlyPrice,
    tagline: `${plan.ramGb} GB ${line.memoryType} · ${plan.vcores} ${coreUnit}${plan.vcores === 1 ? '' : 's'}`,
    features: [
      `${plan.ramGb} GB ${line.memoryType} RAM`,
      `${plan.vcores} ${coreUnit}${plan.vcores === 1 ? '' : 's'}`,
      storage,
      ...(plan.bandwidthTb === undefined ? [] : [`${plan.bandwidthTb} TB bandwidth`]),
      ...(location === undefined ? [] : [`${location} data centre`]),
    ],
    popular: plan.popular,
    orderUrl: plan.orderUrl,
  }
}
