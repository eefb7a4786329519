import { addressOneLine } from '../lib/address'
import { nonBreaking } from '../lib/format'
import { configuredTags } from '../lib/thirdPartyTags'
import { claimShown } from './claims'
import { consentSettings } from './consent'
import { defineData } from './define'
import { refundPolicyFacts as refund } from './policies'
import { pathTo } from './routes'
import type { PolicyBlock, PolicyInline } from './schemas/policyText'
import { policyTextsSchema } from './schemas/policyText'
import { billingUrl, site } from './site'

/**
 * The text of the three legal pages, written for this business from the facts in data/ (contact details, the
 * refund facts, claims). It is a reasonable starting point, not legal advice: the business must have its lawyer
 * review it before launch (see README, "Legal text").
 */

const p = (...content: PolicyInline[]): PolicyBlock => ({ kind: 'paragraph', content })
const list = (...items: Array<string | PolicyInline[]>): PolicyBlock => ({
  kind: 'list',
  items: items.map((item) => (typeof item === 'string' ? [item] : item)),
})
const link = (text: string, href: string): PolicyInline => ({ text, href })

const join = (items: readonly string[], conjunction: 'and' | 'or') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const brand = site.brandName
const entity = site.legal.merchantEntity
const registeredAddress = addressOneLine(site.legal.registeredAddress)
const courtsAt = `${site.legal.registeredAddress.locality}, ${site.legal.registeredAddress.region}`
const billingHost = new URL(site.billing.baseUrl).host
const email = link(site.contact.supportEmail, `mailto:${site.contact.supportEmail}`)
const phone = link(nonBreaking(site.contact.phone.display), `tel:${site.contact.phone.e164}`)
const ticket = link('open a support ticket', billingUrl('supportTicket'))
const clientArea = link(billingHost, billingUrl('clientArea'))
const termsLink = link('Terms and Conditions', pathTo('terms'))
const privacyLink = link('Privacy Policy', pathTo('privacy'))
const refundLink = link('Cancellation and Refund Policy', pathTo('refund'))
const statusLink = link('Service status', pathTo('status'))
const uptime = claimShown('uptime', 'site-wide claim')
const backups = claimShown('backups', 'site-wide claim')
const cancellationChannels = join(refund.cancellationChannels, 'or')

const contactParagraph = (lead: string) =>
  p(
    lead,
    ' Email ',
    email,
    ', call ',
    phone,
    ` or write to ${entity}, ${registeredAddress}. The fastest route for anything about a service is to `,
    ticket,
    '.',
  )

// The configured tags (lib/thirdPartyTags.ts, the same list the CSP admits), so the policy names exactly their hosts.
const tags = configuredTags(site.integrations)
const trackingTag = tags.find((tag) => tag.id === 'trackingTag')
const reviewsWidget = tags.find((tag) => tag.id === 'reviewsWidget')
const hostOf = (url: string) => new URL(url).host

// With a tag configured, the visitor answers a consent banner before it loads, and can change the answer here.
const consentBlocks: PolicyBlock[] =
  tags.length > 0
    ? [
        p(
          `The banner that asks for your consent saves your answer in your browser's local storage under the name "${consentSettings.storageKey}", so it does not ask on every page. You can change your answer at any time with "${consentSettings.settings}" at the bottom of every page, or here:`,
        ),
        { kind: 'consentSettings' },
      ]
    : []

const analyticsParagraphs: PolicyBlock[] = trackingTag
  ? [
      p(
        `With your consent, this website loads an analytics tracking tag from ${hostOf(trackingTag.scriptUrl)} once a page has finished loading. It sets cookies that count visits and show which pages people find useful. For each page you view it sends ${join(trackingTag.origins.map(hostOf), 'and')}:`,
      ),
      list(
        'the address of the page and of the page that led you to it;',
        'your browser, device type, screen size and language;',
        'your IP address, from which the provider estimates your city or region;',
        'a random identifier kept in a cookie, so that repeat visits from the same browser count once.',
      ),
      p(
        'We use the results only in aggregate and do not try to identify you by name. Without your consent, the tag does not load and nothing is sent.',
      ),
    ]
  : [
      p(
        'This website is prepared for an analytics tracking tag, which would set cookies to count visits and show which pages people find useful. It is currently switched off: no tracking tag loads and nothing is sent to an analytics provider. We will update this policy before switching it on.',
      ),
    ]

const reviewsParagraph: PolicyBlock = reviewsWidget
  ? p(
      `With your consent, our About page shows a reviews widget from ${site.social.reviewSite.label}, loaded from ${hostOf(reviewsWidget.scriptUrl)} once the page has finished loading. Their servers receive your IP address and browser details and may set their own cookies under their own privacy policy, so it asks for the same consent as the tracking tag.`,
    )
  : p(
      `Links to our ${site.social.reviewSite.label}, ${site.social.videoChannel.label} and ${site.social.professionalNetwork.label} pages take you to those services, which have their own privacy policies. Nothing from them loads on this website until you follow a link.`,
    )

export const policyTexts = defineData('data/policyText.ts', 'policyTexts', policyTextsSchema, {
  terms: {
    summary:
      'keep your account details accurate and secure, use our services lawfully, pay invoices on time and keep your own backups. The sections below are the full terms.',
    sections: [
      {
        id: 'agreement',
        heading: 'Who we are and what these terms cover',
        blocks: [
          p(
            `These terms are an agreement between you and ${entity}, which runs the ${brand} brand ("we" or "us"). They apply when you use this website and when you order, use or renew any of our services: game servers, virtual private servers (VPS), web hosting and Discord bot hosting.`,
          ),
          p(
            `Our registered office is at ${registeredAddress}. By creating an account or placing an order you confirm that you have read and accept these terms, our `,
            privacyLink,
            ' and our ',
            refundLink,
            '.',
          ),
        ],
      },
      {
        id: 'accounts',
        heading: 'Your account',
        blocks: [
          list(
            [
              'Orders, invoices and support tickets are handled in the client area on our billing site, ',
              clientArea,
              '. You need an account there to order.',
            ],
            'You must be at least 18 years old, or have a parent or guardian who creates the account and accepts these terms for you.',
            'Give accurate name, email, phone and billing details and keep them up to date. We may ask you to verify them before a service is set up.',
            'Keep your passwords and control panel credentials private. You are responsible for everything done through your account, including by people you give access to.',
            ['Tell us straight away at ', email, ' if you think someone else has used your account.'],
          ),
        ],
      },
      {
        id: 'services',
        heading: 'Our services',
        blocks: [
          p(
            'Each plan page lists what the plan includes, such as memory, storage, processor cores, player or bot limits and backups. Setup normally completes automatically soon after your payment is confirmed; setup times are targets, not guarantees.',
          ),
          p(
            `We aim for ${uptime} uptime on every service line. Planned maintenance and incidents are announced as described on our `,
            statusLink,
            ' page. Services marked as coming soon cannot be ordered until they launch.',
          ),
          p(
            `We take automated backups (${backups}) as a safety net. They do not replace your own backups: keep copies of anything you cannot afford to lose.`,
          ),
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        blocks: [
          p('You may not use our services, or let anyone else use them, to:'),
          list(
            'break any law that applies in India or where you or your users are, including the Information Technology Act, 2000 and the rules made under it;',
            "host, share or link to content that is unlawful, that infringes someone else's copyright or trademark, or that exploits children;",
            'send spam or other unsolicited bulk messages, run phishing pages or spread malware;',
            'attack, scan or probe other networks or systems, including launching denial-of-service attacks;',
            'mine cryptocurrency, or run any other workload that takes resources away from other customers on shared plans;',
            "run a game server in breach of the game publisher's licence or end-user agreement.",
          ),
          p(
            'We may remove content or limit a service that breaks these rules. We will tell you why, unless the law prevents us from doing so.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: 'Prices, payment and renewals',
        blocks: [
          list(
            'Prices are shown in Indian rupees per month. Where a plan page says its prices exclude taxes, the applicable taxes (such as GST) are added to the invoice.',
            'Some services carry a one-time setup fee, which is shown on the plan page before you order.',
            'You pay on the billing site with one of the payment methods offered at checkout. Payments are processed by our payment partners; we never see your full card number or UPI PIN.',
            'Services renew automatically at the same rate at the end of each billing period until you cancel, and an invoice is issued for each renewal.',
            'If an invoice is not paid by its due date, the service may be suspended, and later terminated together with its data.',
          ),
          p('Cancellations and refunds follow our ', refundLink, '.'),
        ],
      },
      {
        id: 'suspension',
        heading: 'Suspension and termination',
        blocks: [
          p('We may suspend or terminate a service, with notice where we reasonably can, if:'),
          list(
            'an invoice remains unpaid after its due date;',
            'you break these terms or the acceptable use rules, or the service puts our network or other customers at risk;',
            'a payment is disputed with your bank or card issuer (a chargeback) without first contacting our support team, which leads to termination of the account and a permanent ban;',
            'a court, a government authority or the law requires us to.',
          ),
          p(
            'You may cancel at any time as the refund policy describes. When a service ends, its data is deleted, so download anything you want to keep first.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        blocks: [
          p(
            'We provide our services with reasonable skill and care, but we cannot promise that they will always be available or free of errors.',
          ),
          p(
            'As far as the law allows, we are not liable for indirect or consequential loss, such as lost profits, lost data, lost players or harm to your reputation. Our total liability for any claim is limited to the amount you paid us for the affected service in the month before the claim arose.',
          ),
          p('Nothing in these terms limits any liability that cannot be limited under Indian law.'),
        ],
      },
      {
        id: 'your-content',
        heading: 'Your content and your users',
        blocks: [
          p(
            'You are responsible for the content, software, game worlds, bots and websites you run on our services, and for how your users behave on them. If someone makes a claim against us because of your content or your breach of these terms, you agree to cover the reasonable costs that result.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        blocks: [
          p(
            'We may update these terms, for example when we add a service or the law changes. The date at the top of this page shows the current version. We will email account holders before a significant change takes effect.',
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law and disputes',
        blocks: [
          p(
            `These terms are governed by the laws of India. Please talk to us first if something goes wrong; if a dispute cannot be settled that way, the courts at ${courtsAt} have exclusive jurisdiction.`,
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [contactParagraph('Questions about these terms are welcome.')],
      },
    ],
  },

  privacy: {
    summary:
      'this website collects almost nothing about you; your account, orders and payments live on the billing site; we never sell your data; and you can ask us to show, correct or erase it.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who is responsible for your data',
        blocks: [
          p(
            `${entity} ("we" or "us"), which runs ${brand}, decides how your personal data is used and is responsible for it under the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000. Our registered office is at ${registeredAddress}.`,
          ),
        ],
      },
      {
        id: 'this-website',
        heading: 'What this website collects',
        blocks: [
          p(
            'This marketing website has no contact forms, no customer accounts and no sign-in. You can read every page without giving us any personal data.',
          ),
          list(
            `Your theme choice (light or dark) is saved in your browser's local storage under the name "${site.themeStorageKey}". It never leaves your device, and you can clear it in your browser settings at any time.`,
            'Like every website, the server that delivers these pages receives technical details with each request, such as your IP address, your browser type and the page requested. We use them only to keep the site running and secure.',
          ),
        ],
      },
      {
        id: 'billing-site',
        heading: 'The billing site and your account',
        blocks: [
          p(
            'Ordering, payments, invoices and support tickets happen on our separate billing site, ',
            clientArea,
            '. When you create an account or order there, we collect:',
          ),
          list(
            'your name, email address, phone number and postal address;',
            'your GST number, if you give one for your invoices;',
            'your orders, invoices, service details and support conversations;',
            'the technical data needed to run your services, such as the IP addresses that connect to them and your sign-in history.',
          ),
          p(
            'Payments are processed by our payment partners. They receive the payment details you enter; we receive confirmation that the payment succeeded, never your full card number or UPI PIN.',
          ),
        ],
      },
      {
        id: 'use',
        heading: 'How we use your data',
        blocks: [
          list(
            'to set up, run, renew and support the services you order;',
            'to send invoices, renewal reminders and important notices about your services;',
            'to prevent fraud, abuse and attacks on our network;',
            'to meet our legal duties, such as keeping tax and accounting records;',
            'to send news and offers, but only if you agreed to receive them. You can opt out at any time.',
          ),
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and the tracking tag',
        blocks: [
          p(
            'This website does not set cookies of its own. The billing site uses the cookies it needs to keep you signed in and to remember your cart.',
          ),
          ...analyticsParagraphs,
          reviewsParagraph,
          ...consentBlocks,
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share data with',
        blocks: [
          p('We do not sell your personal data. We share it only with:'),
          list(
            'payment partners, to process your payments;',
            'the data centre and network providers that host your services;',
            'the email and support tools we use to answer you;',
            'government authorities and courts, where Indian law requires it.',
          ),
          p('If you join our Discord community, Discord handles your data under its own privacy policy.'),
        ],
      },
      {
        id: 'your-servers',
        heading: 'Data on your own servers',
        blocks: [
          p(
            'Game worlds, bot data, websites and files you store on our services belong to you. We do not look at them except where we must to run or support the service, to deal with abuse, or because the law requires it. If your service collects data about your own players or visitors, you are responsible for handling that data lawfully.',
          ),
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep data',
        blocks: [
          list(
            'account and order data: while your account is open, and afterwards for as long as tax and accounting laws require;',
            `automated backups of your services: ${backups}, after which they are overwritten;`,
            'support conversations: while your account is open, so we can see the history of a problem;',
            'technical logs: only as long as we need them for security and troubleshooting.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'How we protect your data',
        blocks: [
          p(
            'Only the staff who need customer data to do their job can access it. Connections to the billing site are encrypted, passwords are stored in hashed form and our network is protected against attacks. No system is perfectly secure: if a breach affects your data, we will tell you and the authorities as the law requires.',
          ),
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        blocks: [
          p('Under the Digital Personal Data Protection Act, 2023 you can ask us to:'),
          list(
            'tell you what personal data we hold about you and how we use it;',
            'correct or complete data that is wrong or out of date;',
            'erase data we no longer need, unless the law requires us to keep it;',
            'stop using data for a purpose you consented to, such as marketing emails;',
            'let someone you nominate exercise these rights for you if you die or become unable to.',
          ),
          p(
            'Write to ',
            email,
            ' from the email address on your account so we can confirm it is you. If you are not satisfied with our answer, you can complain to the Data Protection Board of India.',
          ),
        ],
      },
      {
        id: 'children',
        heading: "Children's data",
        blocks: [
          p(
            'Our services are meant for adults. Anyone under 18 needs a parent or guardian to create the account and give consent for them.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        blocks: [
          p(
            'When we change how we use personal data, we update this page and the date at the top. We will email account holders about significant changes.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Contact and grievances',
        blocks: [contactParagraph('For privacy questions or grievances, put "Privacy" in the subject line.')],
      },
    ],
  },

  refund: {
    summary: `refunds are limited to the first order of ${join(refund.eligibleProducts, 'or')} and must be requested within ${refund.requestWindowDays} days of purchase. Cancelling a service needs ${refund.cancellationNoticeDays} days' notice. The details follow.`,
    sections: [
      {
        id: 'scope',
        heading: 'About this policy',
        blocks: [
          p(
            `This policy explains how ${entity}, trading as ${brand} ("we", "us" or "the provider"), handles cancellations and refunds for services bought through `,
            clientArea,
            '. It is part of our ',
            termsLink,
            '.',
          ),
        ],
      },
      {
        id: 'eligibility',
        heading: 'Which purchases can be refunded',
        blocks: [
          p(
            `Refunds apply only to first-time purchases of eligible products. The eligible products are ${join(refund.eligibleProducts, 'and')}, and only their first order qualifies: renewals and later orders do not.`,
          ),
          p(
            `You must ask for the refund within ${refund.requestWindowDays} days of the purchase. Requests made after that are not accepted.`,
          ),
        ],
      },
      {
        id: 'shared-hosting',
        heading: 'Shared hosting refunds',
        blocks: [
          p(
            'Shared hosting is refunded only if our team confirms a valid technical fault on our side. Problems caused by your own code, settings, plugins or third-party software are not faults on our side and do not qualify.',
          ),
        ],
      },
      {
        id: 'non-refundable',
        heading: 'What is never refunded',
        blocks: [p('The following are not refundable:'), list(...refund.nonRefundable.map(capitalise))],
      },
      {
        id: 'requesting',
        heading: 'How to ask for a refund',
        blocks: [
          p(
            'Please ',
            ticket,
            ' or email ',
            email,
            ' with your order or invoice number and the reason for the request. We will confirm whether the purchase is eligible and, if it is, start the refund.',
          ),
        ],
      },
      {
        id: 'processing',
        heading: 'How and when refunds are paid',
        blocks: [
          p(
            `Approved refunds are processed within ${refund.refundProcessingBusinessDays.min} to ${refund.refundProcessingBusinessDays.max} business days and paid back to the ${refund.refundDestination} used for the purchase. Your bank may take a little longer to show the credit.`,
          ),
          p(
            `Partial refunds, for example for part of a billing period, are ${refund.partialRefunds}: we decide them case by case.`,
          ),
        ],
      },
      {
        id: 'cancellation',
        heading: 'Cancelling a service',
        blocks: [
          p(
            `To cancel a service, give us at least ${refund.cancellationNoticeDays} days' notice by ${cancellationChannels}: email `,
            email,
            ' or call ',
            phone,
            '.',
          ),
          p(
            `If you give less than ${refund.cancellationNoticeDays} days' notice, a fee of ${refund.shortNoticeFeePercent}% may be charged.`,
          ),
          p('Cancelling a service does not by itself make it eligible for a refund; the rules above still apply.'),
        ],
      },
      {
        id: 'chargebacks',
        heading: 'Chargebacks',
        blocks: [
          p(
            `Please contact our support team before disputing a payment with your bank or card issuer; most problems are solved quickly through a ticket. ${refund.chargebackConsequence}`,
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Questions',
        blocks: [contactParagraph('If anything in this policy is unclear, ask us before you order.')],
      },
    ],
  },
})

export type { PolicyBlock, PolicyInline, PolicySection, PolicyText } from './schemas/policyText'
