import { countOf, formatCount } from '../../lib/format'
import { defineData } from '../define'
import { cardPlan } from '../orderLinks'
import { aggregateOfferSchema, webHostingPlansSchema } from '../schemas/plans'

// Rupees per month; the pids 13-15 and option 3 (control panel) = 1 (cPanel) are this site's guess.
const WEB_HOSTING_CONFIG_OPTIONS = { 3: 1 }

/** Included with every plan (besides cPanel): a free domain and SSL. */
const INCLUDED_WITH_EVERY_PLAN = ['Free domain', 'Free SSL certificate']

const facts = [
  {
    name: 'Starter',
    price: 99,
    accounts: 1,
    storageMb: 1024,
    ramGb: 2,
    bandwidthGb: 70,
    backups: 'weekly',
    bestFor: 'A personal site, portfolio or first blog',
    accent: 'sky',
    pid: 13,
  },
  {
    name: 'Pro',
    price: 199,
    accounts: 3,
    storageMb: 2048,
    ramGb: 4,
    bandwidthGb: 140,
    backups: 'daily',
    popular: true,
    bestFor: 'Small businesses running a shop, a blog and a landing page',
    accent: 'violet',
    pid: 14,
  },
  {
    name: 'Elite',
    price: 299,
    accounts: 5,
    storageMb: 3072,
    ramGb: 6,
    bandwidthGb: 210,
    backups: 'daily',
    bestFor: 'Freelancers and agencies hosting sites for clients',
    accent: 'amber',
    pid: 15,
  },
] as const

export const webHostingPlans = defineData(
  'data/plans/webHosting.ts',
  'webHostingPlans',
  webHostingPlansSchema,
  facts.map((plan) => ({
    ...cardPlan(plan, WEB_HOSTING_CONFIG_OPTIONS),
    // One cPanel account hosts one website, so the website count follows the account count.
    websites: plan.accounts === 1 ? 'Host 1 website' : `Host up to ${plan.accounts} websites`,
    features: [
      countOf(plan.accounts, 'cPanel account'),
      `${formatCount(plan.storageMb)} MB NVMe SSD storage`,
      `${plan.ramGb} GB RAM`,
      `${plan.bandwidthGb} GB bandwidth`,
      plan.backups === 'daily' ? 'Daily backups' : 'Weekly backups',
      ...INCLUDED_WITH_EVERY_PLAN,
    ],
  })),
)

/** The AggregateOffer as the business gave it, ₹90-₹280, not the cards' ₹99-₹299; the data check flags it. */
export const webHostingStructuredData = defineData(
  'data/plans/webHosting.ts',
  'webHostingStructuredData',
  aggregateOfferSchema,
  { lowPrice: 90, highPrice: 280, offerCount: 3, priceCurrency: 'INR' },
)
