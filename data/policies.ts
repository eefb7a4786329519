import { defineData } from './define'
import { pathTo } from './routePaths'
import { policiesSchema, refundPolicyFactsSchema } from './schemas/content'

// `lastUpdatedShown` keeps each date as the business wrote it: day-month-year, but ISO for the privacy policy.
const written = [
  { id: 'terms', title: 'Terms and Conditions', lastUpdated: '2025-08-09', lastUpdatedShown: '09-08-2025' },
  { id: 'privacy', title: 'Privacy Policy', lastUpdated: '2024-11-30', lastUpdatedShown: '2024-11-30' },
  { id: 'refund', title: 'Cancellation and Refund Policy', lastUpdated: '2025-03-30', lastUpdatedShown: '30-03-2025' },
] as const

// Each policy's page is the route of its id.
export const policies = defineData(
  'data/policies.ts',
  'policies',
  policiesSchema,
  written.map((policy) => ({ ...policy, path: pathTo(policy.id) })),
)

/** The refund policy's facts (policy page, FAQ, checks); list items in mid-sentence case, like 'domain names'. */
export const refundPolicyFacts = defineData('data/policies.ts', 'refundPolicyFacts', refundPolicyFactsSchema, {
  eligibleProducts: ['shared hosting', 'Minecraft server hosting'],
  firstPurchaseOnly: true,
  requestWindowDays: 2,
  sharedHostingRequiresProviderFault: true,
  nonRefundable: [
    'VPS',
    'domain names',
    'SSL certificates',
    'dedicated servers',
    'software licences',
    'setup fees',
    'promotional plans',
    'renewals',
    'upgrades',
  ],
  cancellationNoticeDays: 3,
  cancellationChannels: ['email', 'phone'],
  shortNoticeFeePercent: 20,
  chargebackConsequence:
    'A chargeback raised without first contacting support leads to termination of the account and a permanent ban.',
  refundProcessingBusinessDays: { min: 5, max: 10 },
  refundDestination: 'original payment method',
  partialRefunds: "at the provider's discretion",
})
