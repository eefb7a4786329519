import { z } from 'zod'
import { claimShown } from '../claims'
import { defineData } from '../define'
import { nonEmptyText, publicAsset } from '../schemas/common'
import { callToActionSchema, iconCardSchema, sectionCopySchema } from '../schemas/pageContent'
import { site } from '../site'

const illustration = z.strictObject({
  src: publicAsset,
  alt: z.string().min(3),
  width: z.number().int(),
  height: z.number().int(),
})

/** Sections both VPS pages share; the differences between the lines are data in data/plans. */
export const vpsPageCopy = defineData(
  'data/pages/servers.ts',
  'vpsPageCopy',
  z.strictObject({
    choosePlanAction: nonEmptyText,
    plans: sectionCopySchema,
    resources: sectionCopySchema,
    network: sectionCopySchema.extend({ items: z.array(iconCardSchema).min(3), image: illustration }),
    controlPanel: sectionCopySchema.extend({ items: z.array(iconCardSchema).min(3) }),
    carouselLabel: nonEmptyText,
  }),
  {
    choosePlanAction: 'SEE PLANS',
    plans: {
      heading: 'Plans and prices',
      intro: 'Monthly prices in rupees. Every plan is a KVM server with full root access.',
    },
    resources: {
      heading: 'Resources by plan',
      intro: 'How memory and CPU grow across the range, each bar relative to the largest plan.',
    },
    network: {
      heading: 'Network and security',
      intro: 'A fast, protected network in front of every server.',
      items: [
        {
          icon: 'ShieldHalf',
          title: 'DDoS protection',
          description: `Filtering that is ${claimShown('ddos', 'site-wide claim')}, included at no extra cost.`,
        },
        {
          icon: 'Globe',
          title: 'Low latency in India',
          description: 'Well-peered upstream networks keep round trips short for Indian users.',
        },
        {
          icon: 'ShieldCheck',
          title: 'Isolated KVM',
          description: 'Full virtualisation: your own kernel, your own resources, no noisy neighbours peeking in.',
        },
      ],
      image: {
        src: '/images/illustrations/vps-network.svg',
        alt: 'Stylised network map with connected data-centre nodes and a pin on Mumbai',
        width: 960,
        height: 720,
      },
    },
    controlPanel: {
      heading: 'A control panel that does the chores',
      intro: 'Manage the server without opening a ticket.',
      items: [
        {
          icon: 'Repeat',
          title: 'Reinstall in minutes',
          description: 'Pick a Linux distribution or Windows template and start fresh.',
        },
        {
          icon: 'LayoutDashboard',
          title: 'Console and power',
          description: 'Browser console, reboot, power on and off, and live resource graphs.',
        },
        {
          icon: 'Clock',
          title: 'Snapshots and backups',
          description: 'Take a snapshot before a risky change and roll back if it goes wrong.',
        },
      ],
    },
    carouselLabel: 'Intel VPS plans',
  },
)

/** Copy of /servers/vps, the overview of both VPS lines. */
export const vpsOverviewCopy = defineData(
  'data/pages/servers.ts',
  'vpsOverviewCopy',
  z.strictObject({
    comparison: sectionCopySchema,
    choose: sectionCopySchema.extend({ items: z.array(iconCardSchema).length(2) }),
    callToAction: callToActionSchema,
  }),
  {
    comparison: {
      heading: 'Ryzen or Intel: side by side',
      intro: 'Both lines are KVM servers with root access and DDoS protection. They differ in hardware and price.',
    },
    choose: {
      heading: 'Which one suits you?',
      items: [
        {
          icon: 'Zap',
          title: 'Pick Ryzen for speed',
          description:
            'Game servers, busy websites and anything latency-sensitive for Indian users: fast cores, DDR5 and NVMe in Mumbai.',
        },
        {
          icon: 'Server',
          title: 'Pick Intel for value',
          description:
            'Development boxes, VPNs, bots and bandwidth-heavy services: more storage and terabytes of transfer for less.',
        },
      ],
    },
    callToAction: {
      heading: 'Not sure which to pick?',
      text: 'Tell us what you want to run and we will recommend a plan that fits, without upselling.',
      primaryAction: 'Contact us',
      secondaryAction: 'Ask on Discord',
    },
  },
)

/** Copy of /servers/vds. */
export const vdsPageCopy = defineData(
  'data/pages/servers.ts',
  'vdsPageCopy',
  z.strictObject({
    whatIs: sectionCopySchema.extend({ paragraphs: z.array(nonEmptyText).min(2) }),
    plans: sectionCopySchema,
    notifyAction: nonEmptyText,
    notifyReason: nonEmptyText,
  }),
  {
    whatIs: {
      heading: 'What is a VDS?',
      paragraphs: [
        'A virtual dedicated server is a virtual machine whose CPU cores are reserved for you alone. On a regular VPS, cores are shared fairly between customers; on a VDS nobody else ever runs on your cores, so performance stays the same at every hour.',
        'It suits workloads that need steady, predictable power: busy game networks, build servers, databases and anything that must not slow down when a neighbour gets busy.',
      ],
    },
    plans: {
      heading: 'Planned configurations',
      intro: 'These are the machines we are preparing. Prices will be announced at launch.',
    },
    notifyAction: 'Notify Me',
    notifyReason:
      'Launch notifications are not open yet. Follow our Discord community to hear first when VDS plans go on sale.',
  },
)

/** Copy of /servers/web-hosting. */
export const webHostingPageCopy = defineData(
  'data/pages/servers.ts',
  'webHostingPageCopy',
  z.strictObject({
    badges: z.array(nonEmptyText).length(4),
    choosePlanAction: nonEmptyText,
    stats: z.strictObject({ uptimeLabel: nonEmptyText, loadLabel: nonEmptyText, initialUptime: z.number() }),
    plans: sectionCopySchema,
    whyChoose: sectionCopySchema.extend({ items: z.array(iconCardSchema).min(3) }),
    cpanel: sectionCopySchema.extend({
      items: z.array(iconCardSchema).min(4),
      image: illustration,
      liveTag: nonEmptyText,
    }),
    callToAction: callToActionSchema,
  }),
  {
    badges: ['cPanel Included', 'NVMe SSD', 'Free SSL', '24/7 Support'],
    choosePlanAction: 'CHOOSE YOUR PLAN',
    stats: { uptimeLabel: 'Uptime right now', loadLabel: 'Average page load', initialUptime: 99.9 },
    plans: {
      heading: 'Choose your hosting plan',
      intro: 'Every plan includes cPanel, free SSL, a free domain and NVMe SSD storage. Prices per month.',
    },
    whyChoose: {
      heading: 'Why host your website with us',
      items: [
        {
          icon: 'Zap',
          title: 'Fast by default',
          description: 'NVMe storage and server-side caching make pages load quickly.',
        },
        { icon: 'ShieldCheck', title: 'Free SSL', description: 'Every domain gets a certificate that renews itself.' },
        { icon: 'Globe', title: 'Free domain', description: 'Register a domain with your plan at no extra cost.' },
        {
          icon: 'Clock',
          title: 'Automatic backups',
          description: 'Regular backups you can restore from cPanel yourself.',
        },
        {
          icon: 'Rocket',
          title: 'One-click apps',
          description: 'Install WordPress and other popular apps in a minute.',
        },
        {
          icon: 'Headset',
          title: 'Help from people',
          description: 'Support that answers any hour, in plain language.',
        },
      ],
    },
    cpanel: {
      heading: 'Everything in cPanel',
      intro: 'The control panel most web hosts use, so guides and tutorials you find will match.',
      items: [
        { icon: 'FileText', title: 'File manager', description: 'Upload, edit and organise files in the browser.' },
        { icon: 'HardDrive', title: 'Databases', description: 'Create MySQL databases and users in a few clicks.' },
        { icon: 'Mail', title: 'Email accounts', description: 'Addresses on your own domain, with webmail.' },
        { icon: 'Globe', title: 'Domains and DNS', description: 'Add domains and subdomains and edit DNS records.' },
      ],
      image: {
        src: '/images/illustrations/cpanel-dashboard.svg',
        alt: 'Illustration of a hosting control panel with tiles for files, databases, email, domains, SSL and backups',
        width: 1200,
        height: 750,
      },
      liveTag: 'LIVE DEMO',
    },
    callToAction: {
      heading: 'Put your website online today',
      text: 'Pick a plan and your hosting account is ready in minutes, with SSL already set up.',
      primaryAction: 'GET STARTED NOW',
    },
  },
)

/** Copy of /servers/discord-bot. */
export const discordBotPageCopy = defineData(
  'data/pages/servers.ts',
  'discordBotPageCopy',
  z.strictObject({
    badges: z.array(nonEmptyText).length(4),
    getStartedAction: nonEmptyText,
    stats: z.strictObject({
      uptimeLabel: nonEmptyText,
      responseLabel: nonEmptyText,
      locationsLabel: nonEmptyText,
      setupLabel: nonEmptyText,
      initialUptime: z.number(),
    }),
    plans: sectionCopySchema,
    features: sectionCopySchema.extend({ items: z.array(iconCardSchema).length(6) }),
    illustration,
    supportIntro: nonEmptyText,
    callToAction: callToActionSchema,
  }),
  {
    badges: ['24/7 Uptime', 'DDoS Protection', 'Instant Setup', 'Auto Backups'],
    getStartedAction: 'GET STARTED',
    stats: {
      uptimeLabel: 'Bot uptime right now',
      responseLabel: 'Average response time',
      locationsLabel: 'Global locations',
      setupLabel: 'Setup time',
      initialUptime: 99.9,
    },
    plans: {
      heading: 'Bot hosting plans',
      intro:
        'Every plan includes unmetered* bandwidth, MySQL and PostgreSQL databases and instant setup. Prices per month.',
    },
    features: {
      heading: 'Built for bots',
      items: [
        { icon: 'Headset', title: '24/7 support', description: 'Stuck on a deploy at 2 am? Our team is awake.' },
        {
          icon: 'MapPin',
          title: 'Worldwide locations',
          description: `Run your bot close to Discord's gateways, with ${claimShown('locations', 'site-wide claim')}.`,
        },
        {
          icon: 'ShieldHalf',
          title: 'DDoS protection',
          description: 'Attack filtering in front of every bot, always on.',
        },
        { icon: 'HardDrive', title: 'NVMe SSD', description: 'Fast storage for logs, caches and databases.' },
        {
          icon: 'Bot',
          title: 'Automated bot installation',
          description:
            'NodeJS v16, Python, Java and TypeScript environments set up for you, plus one-click pre-made bots.',
        },
        {
          icon: 'Clock',
          title: 'Daily backups',
          description: `${claimShown('backups', '/servers/discord-bot feature cards').replace(/^./, (char) => char.toUpperCase())}, restorable from the panel.`,
        },
      ],
    },
    illustration: {
      src: '/images/illustrations/discord-bot.svg',
      alt: 'A friendly robot answering messages in a chat window',
      width: 960,
      height: 720,
    },
    supportIntro: `Average wait no more than ${site.contact.ticketReplyMinutes} minutes, day or night.`,
    callToAction: {
      heading: 'Give your bot a home',
      text: 'Choose a plan and your bot environment is ready in seconds.',
      primaryAction: 'GET STARTED NOW',
    },
  },
)
