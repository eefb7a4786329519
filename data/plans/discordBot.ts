import { defineData } from '../define'
import { cardPlan } from '../orderLinks'
import { discordBotLineSchema, discordBotPlansSchema } from '../schemas/plans'
import { site } from '../site'

// Discord bot hosting, rupees per month; the pids 19-21 and these pre-selected options are the billing site's.
const DISCORD_CONFIG_OPTIONS = { 4: 5, 7: 8 }

export const discordBotLine = defineData('data/plans/discordBot.ts', 'discordBotLine', discordBotLineSchema, {
  bandwidth: 'Unmetered*',
  bandwidthFootnote:
    '*Unmetered means we do not count or bill your traffic. It is meant for normal bot use; if a bot’s traffic starts to slow down other customers on the same server, we will contact you before limiting it.',
  sharedFeatures: ['Unmetered* bandwidth', 'MySQL and PostgreSQL databases', 'Instant setup'],
})

const facts = [
  {
    name: `${site.brandShortName} Plan`,
    price: 65,
    storageGb: 4,
    ramGb: 1,
    bots: '1-2',
    performance: 'Basic',
    accent: 'indigo',
    pid: 19,
  },
  {
    name: 'Starter Plan',
    price: 99,
    storageGb: 8,
    ramGb: 2,
    bots: '3-5',
    performance: 'Standard',
    popular: true,
    accent: 'violet',
    pid: 20,
  },
  {
    name: 'Coder Plan',
    price: 169,
    storageGb: 12,
    ramGb: 4,
    bots: '5-8',
    performance: 'Enhanced',
    accent: 'cyan',
    pid: 21,
  },
] as const

export const discordBotPlans = defineData(
  'data/plans/discordBot.ts',
  'discordBotPlans',
  discordBotPlansSchema,
  facts.map((plan) => ({
    ...cardPlan(plan, DISCORD_CONFIG_OPTIONS),
    storageType: 'NVMe SSD' as const,
    memoryType: 'DDR4' as const,
    features: [
      `${plan.storageGb} GB NVMe SSD storage`,
      `${plan.ramGb} GB DDR4 RAM`,
      `Runs ${plan.bots} bots`,
      `${plan.performance} performance`,
      ...discordBotLine.sharedFeatures,
    ],
  })),
)
