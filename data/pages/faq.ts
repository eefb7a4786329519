import { defineData } from '../define'
import { refundPolicyFacts as refund } from '../policies'
import { pathTo } from '../routePaths'
import { faqItemsSchema } from '../schemas/content'
import { faqPageContentSchema } from '../schemas/pages'
import { site } from '../site'

const listOf = (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
  new Intl.ListFormat('en-GB', { type }).format(items)

/**
 * The shared FAQ block (home accordion and /faq, plus FAQPage structured data). Answers are plain text. Figures
 * that also appear elsewhere are listed in data/claims.ts, and the unit tests check these answers agree.
 */
export const faqItems = defineData('data/pages/faq.ts', 'faqItems', faqItemsSchema, [
  {
    id: 'setup-time',
    question: 'How quickly will my server be ready?',
    answer:
      'Setup is automatic. Game servers, VPS and web hosting are usually online in under 60 seconds after your payment is confirmed, and Discord bot hosting in under 30 seconds.',
  },
  {
    id: 'ddos-protection',
    question: 'Are my servers protected against DDoS attacks?',
    answer:
      'Yes. Every service sits behind always-on DDoS protection that filters attacks of up to 1.3Tb/s. It is included with every plan and needs no setup on your side.',
  },
  {
    id: 'backups',
    question: 'Do you back up my data?',
    answer:
      'Yes. We take automated backups every day and keep each one for 7 days, so you can roll back to any of the last seven daily copies. Minecraft and Palworld plans also include their own cloud backup slots, and the Starter web hosting plan is backed up weekly.',
  },
  {
    id: 'payment-methods',
    question: 'Which payment methods can I use?',
    answer:
      'You can pay with UPI, Visa or RuPay. All prices are in Indian rupees per month; VPS prices exclude taxes and carry a one-time setup fee of ₹60.',
  },
  {
    id: 'refunds',
    question: 'Can I get a refund?',
    answer: `Refunds are available only on your first order of ${listOf(refund.eligibleProducts, 'disjunction')}, and only if you ask within ${refund.requestWindowDays} days of purchase. Shared hosting is refunded only when we confirm a technical fault on our side. ${listOf(refund.nonRefundable)} are not refundable. Approved refunds go back to your ${refund.refundDestination} within ${refund.refundProcessingBusinessDays.min} to ${refund.refundProcessingBusinessDays.max} business days.`,
  },
  {
    id: 'switch-games',
    question: 'Can I switch my server to a different game?',
    answer:
      'Yes, and switching is free. Move your server to any of the 80+ games we support from the game panel. Take a backup first if you want to keep your current world.',
  },
  {
    id: 'modpacks',
    question: 'Can I run modpacks on my Minecraft server?',
    answer:
      'Yes. Choose from 2,000+ modpacks in the game panel and it installs the pack for you. Large packs need more memory, so pick a plan with enough RAM for the pack and your player count.',
  },
  {
    id: 'locations',
    question: 'Where are your servers located?',
    answer:
      'We run servers in 20+ locations around the world. Our Ryzen VPS plans are hosted in Mumbai for low latency across India.',
  },
  {
    id: 'support-response',
    question: 'How fast does support reply?',
    answer: `Support is available 24/7. Tickets get a reply in about ${site.contact.ticketReplyMinutes} minutes on average, and emails are answered within ${site.contact.emailResponseHours} hours. You can also ask in our Discord community.`,
  },
  {
    id: 'upgrades',
    question: 'Can I upgrade my plan later?',
    answer:
      'Yes. When your server needs more RAM, storage or player slots, move to a larger plan from the client area, or open a support ticket and we will help you choose one. Payments for upgrades are not refundable.',
  },
])

/** The /faq page around the shared FAQ block (faqItems above): where to go when the answer is not there. */
export const faqPageContent = defineData('data/pages/faq.ts', 'faqPageContent', faqPageContentSchema, {
  followUp: {
    heading: 'Still have a question?',
    text: `Ask us directly: tickets get a reply in about ${site.contact.ticketReplyMinutes} minutes on average, or you can ask our team and other customers on Discord.`,
    primary: { label: 'Contact us', href: pathTo('contact') },
    secondary: { label: 'Browse tutorials', href: pathTo('tutorials') },
  },
})
