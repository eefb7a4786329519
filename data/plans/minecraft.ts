import { defineData } from '../define'
import { cardPlan } from '../orderLinks'
import { minecraftPlansSchema } from '../schemas/plans'

// Rupees per month. The pids 1-9 and option 1 (server location) = 1 (India) are this site's guess, not the business's:
// copy the real ids from the billing admin before launch.
const MINECRAFT_CONFIG_OPTIONS = { 1: 1 }

const facts = [
  {
    name: 'Oak',
    price: 79,
    ramGb: 2,
    ssdGb: 4,
    cpuCores: 1,
    players: '2-20',
    accent: 'amber',
    imgAlt: 'Oak log block, the Oak plan icon',
    pid: 1,
  },
  {
    name: 'Birch',
    price: 159,
    ramGb: 4,
    ssdGb: 16,
    cpuCores: 1.5,
    players: '20-40',
    accent: 'lime',
    imgAlt: 'Birch log block with white bark, the Birch plan icon',
    pid: 2,
  },
  {
    name: 'Jungle',
    price: 249,
    ramGb: 6,
    ssdGb: 24,
    cpuCores: 2,
    players: '40-50',
    popular: true,
    accent: 'emerald',
    imgAlt: 'Jungle log block with vines, the Jungle plan icon',
    pid: 3,
  },
  {
    name: 'Acacia',
    price: 309,
    ramGb: 8,
    ssdGb: 32,
    cpuCores: 3,
    players: '50-70',
    accent: 'orange',
    imgAlt: 'Acacia log block with orange wood, the Acacia plan icon',
    pid: 4,
  },
  {
    name: 'Pale',
    price: 400,
    ramGb: 10,
    ssdGb: 40,
    cpuCores: 3.5,
    players: '70-90',
    popular: true,
    accent: 'slate',
    imgAlt: 'Pale oak log block, the Pale plan icon',
    pid: 5,
  },
  {
    name: 'Mangrove',
    price: 529,
    ramGb: 12,
    ssdGb: 48,
    cpuCores: 4,
    players: '90-120',
    accent: 'rose',
    imgAlt: 'Mangrove log block with red wood, the Mangrove plan icon',
    pid: 6,
  },
  {
    name: 'Cherry',
    price: 700,
    ramGb: 16,
    ssdGb: 64,
    cpuCores: 4.5,
    players: '120-160',
    accent: 'pink',
    imgAlt: 'Cherry log block with pink wood, the Cherry plan icon',
    pid: 7,
  },
  {
    name: 'Crimson',
    price: 889,
    ramGb: 20,
    ssdGb: 80,
    cpuCores: 5,
    players: '160-180',
    accent: 'red',
    imgAlt: 'Crimson stem block from the Nether, the Crimson plan icon',
    pid: 8,
  },
  {
    name: 'Spruce',
    price: 1199,
    ramGb: 24,
    ssdGb: 99,
    cpuCores: 6,
    players: '180-250+',
    accent: 'teal',
    imgAlt: 'Spruce log block with dark bark, the Spruce plan icon',
    pid: 9,
  },
] as const

export const minecraftPlans = defineData(
  'data/plans/minecraft.ts',
  'minecraftPlans',
  minecraftPlansSchema,
  facts.map((row) => {
    const plan = cardPlan(row, MINECRAFT_CONFIG_OPTIONS)
    return { tier: 'premium' as const, ...plan, backups: 2, img: `/images/plans/minecraft/${plan.id}.svg` }
  }),
)
