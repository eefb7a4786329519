import { claimShown } from '../claims'
import { defineData } from '../define'
import { homeContentSchema } from '../schemas/home'
import { site } from '../site'

/** Copy of the home page. Figures come from data/claims.ts, so a changed claim changes here too. */
export const homeContent = defineData('data/pages/home.ts', 'homeContent', homeContentSchema, {
  hero: {
    eyebrow: 'Hosting made in India, for players everywhere',
    primaryAction: 'CREATE SERVER',
    secondaryAction: 'Explore hosting plans',
    image: { src: '/images/illustrations/hero-servers.svg', alt: '', width: 960, height: 720 },
    highlights: [
      'Instant setup',
      `DDoS protection ${claimShown('ddos', '/faq ddos-protection answer')}`,
      '24/7 human support',
    ],
  },
  featuredGames: {
    heading: 'Pick your game',
    intro: 'Our most popular servers. Choose a game to see its plans and what is included.',
    seeAllAction: 'SEE ALL GAMES',
  },
  features: {
    heading: 'Everything your server needs, included',
    intro: 'No add-ons to buy and no surprises on the invoice: these come with every game server.',
    items: [
      {
        icon: 'Headset',
        title: '24/7 support',
        description: `Real people around the clock, with an average ticket reply of about ${site.contact.ticketReplyMinutes} minutes.`,
      },
      {
        icon: 'MapPin',
        title: `${claimShown('locations', 'home features list')}`.replace(/^./, (char) => char.toUpperCase()),
        description: 'Choose a data centre close to your players for the lowest ping.',
      },
      {
        icon: 'PackageOpen',
        title: 'Automated modpack install',
        description: `Pick from ${claimShown('modpacks', 'site-wide claim')} and we install the one you choose in a single click.`,
      },
      {
        icon: 'ShieldHalf',
        title: 'DDoS protection',
        description: `Attack filtering that is ${claimShown('ddos', 'site-wide claim')}, so your world stays online.`,
      },
      {
        icon: 'LayoutDashboard',
        title: 'Game panel',
        description: 'Start, stop, edit files, schedule restarts and manage players from one friendly control panel.',
      },
      {
        icon: 'Repeat',
        title: 'Free game swapping',
        description: `Bored of one game? Switch your server to another for free, choosing ${claimShown('gamesCount', 'home features list').replace('free game swapping among ', 'among ')}.`,
      },
    ],
  },
  story: {
    heading: 'Started by players, run like a business',
    paragraphs: [
      `${site.brandName} began as a handful of Minecraft servers that we ran for our own friends. Lag, downtime and slow support elsewhere had spoiled too many game nights, so we built the hosting we wanted to use ourselves.`,
      'Word spread from one server to the next. Today we run game servers, Discord bots, websites and virtual servers for communities and small businesses, and we still answer tickets ourselves.',
    ],
  },
  whyChoose: {
    heading: `Why players choose ${site.brandName}`,
    blocks: [
      {
        icon: 'Zap',
        title: 'Fast hardware, fair prices',
        description: 'High-clock processors and NVMe storage on every plan, billed monthly in rupees with no lock-in.',
      },
      {
        icon: 'Rocket',
        title: 'Online in seconds',
        description:
          'Your server is created as soon as payment clears. Install a game or modpack and invite your friends.',
      },
      {
        icon: 'HeartHandshake',
        title: 'Support that knows games',
        description:
          'Our team plays the games we host, so we can help with mods, plugins and configs, not just reboots.',
      },
    ],
  },
  faq: {
    heading: 'Questions, answered',
    intro: 'The things people ask us most before they order.',
    moreAction: 'See all questions',
    count: 5,
  },
  beyondGaming: {
    heading: 'Go beyond gaming',
    intro: 'The same fast network and support for your website, your bots and your own servers.',
    tiles: [
      {
        routeId: 'webHosting',
        icon: 'Globe',
        title: 'Web hosting',
        description: 'cPanel, free SSL and a free domain for your site or shop.',
      },
      {
        routeId: 'discordBot',
        icon: 'Bot',
        title: 'Discord bot hosting',
        description: 'Keep Node.js, Python and Java bots online all day.',
      },
      {
        routeId: 'vps',
        icon: 'Server',
        title: 'VPS hosting',
        description: 'Ryzen and Intel virtual servers with full root access.',
      },
      {
        routeId: 'vds',
        icon: 'Cpu',
        title: 'VDS (coming soon)',
        description: 'Dedicated cores that no one else shares.',
      },
    ],
  },
  startHere: {
    heading: 'Ready to start?',
    text: 'Choose a game, pick a plan and play in minutes. Not sure which plan fits? Ask us on Discord and we will help you choose.',
    primaryAction: 'Browse game servers',
    secondaryAction: 'Talk to us',
  },
})
