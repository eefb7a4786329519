import { defineData } from '../define'
import { cardPlan } from '../orderLinks'
import { palworldPlansSchema } from '../schemas/plans'

// Rupees per month; the pids 10-12 and option 2 (server location) = 1 (India) are this site's guess.
const PALWORLD_CONFIG_OPTIONS = { 2: 1 }

const facts = [
  {
    name: 'Lamball',
    price: 699,
    ramGb: 8,
    ssdGb: 25,
    cpuCores: 2,
    backups: 4,
    players: '4-8',
    accent: 'sky',
    pid: 10,
    imgAlt: 'Lamball, a small woolly Pal, the Lamball plan icon',
  },
  {
    name: 'Direhowl',
    price: 989,
    ramGb: 16,
    ssdGb: 50,
    cpuCores: 4,
    backups: 6,
    players: '8-16',
    accent: 'violet',
    pid: 11,
    imgAlt: 'Direhowl, a wolf-like Pal, the Direhowl plan icon',
  },
  {
    name: 'Anubis',
    price: 1900,
    ramGb: 24,
    ssdGb: 75,
    cpuCores: 8,
    backups: 8,
    players: '16-32',
    accent: 'amber',
    pid: 12,
    imgAlt: 'Anubis, a jackal-headed Pal, the Anubis plan icon',
  },
] as const

export const palworldPlans = defineData(
  'data/plans/palworld.ts',
  'palworldPlans',
  palworldPlansSchema,
  facts.map((row) => {
    const plan = cardPlan(row, PALWORLD_CONFIG_OPTIONS)
    return { ...plan, img: `/images/plans/palworld/${plan.id}.svg` }
  }),
)
