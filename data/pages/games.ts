import { z } from 'zod'
import { claimShown } from '../claims'
import { defineData } from '../define'
import { nonEmptyText } from '../schemas/common'
import { iconName } from '../schemas/navigation'
import { callToActionSchema, galleryImageSchema, iconCardSchema, sectionCopySchema } from '../schemas/pageContent'

const routeLinkCard = iconCardSchema.extend({
  routeId: z.enum(['games', 'discordBot', 'webHosting', 'vpsIntel']),
})

/** Copy of /games. Figures come from data/claims.ts. */
export const gamesCataloguePage = defineData(
  'data/pages/games.ts',
  'gamesCataloguePage',
  z.strictObject({
    badges: z.array(nonEmptyText).length(4),
    exploreAction: nonEmptyText,
    search: z.strictObject({ label: nonEmptyText, placeholder: nonEmptyText, emptyMessage: nonEmptyText }),
    grid: sectionCopySchema,
    solutions: sectionCopySchema.extend({ items: z.array(routeLinkCard).length(4) }),
    whyChoose: sectionCopySchema.extend({ items: z.array(iconCardSchema).length(6) }),
    crossPlatform: sectionCopySchema.extend({ items: z.array(iconCardSchema).length(4) }),
    stats: z.array(z.strictObject({ id: nonEmptyText, label: nonEmptyText, value: nonEmptyText })).min(3),
    callToAction: callToActionSchema,
  }),
  {
    badges: [
      claimShown('gamesCount', '/games hero badge'),
      claimShown('setup', '/games hero badge'),
      claimShown('ddos', '/games hero badge'),
      '24/7 Support',
    ],
    exploreAction: 'EXPLORE GAMES',
    search: {
      label: 'Search games',
      placeholder: 'Search games...',
      emptyMessage: 'No games found matching your search. Try a different term.',
    },
    grid: {
      heading: 'Choose your game',
      intro: 'Search by name or genre. Every server includes DDoS protection, NVMe storage and free game switching.',
    },
    solutions: {
      heading: 'More than game servers',
      intro: 'Everything a gaming community needs, from the world itself to the bot and the website around it.',
      items: [
        {
          routeId: 'games',
          icon: 'Gamepad2',
          title: 'Game Servers',
          description: 'Dedicated resources for your favourite survival, sandbox and shooter games.',
        },
        {
          routeId: 'discordBot',
          icon: 'Bot',
          title: 'Discord Bots',
          description: 'Keep your community bot online all day with databases included.',
        },
        {
          routeId: 'webHosting',
          icon: 'Globe',
          title: 'Web Hosting',
          description: 'A website for your server or clan with cPanel and free SSL.',
        },
        {
          routeId: 'vpsIntel',
          icon: 'Server',
          title: 'VPS Hosting',
          description: 'Full root access for custom game servers, proxies and tools.',
        },
      ],
    },
    whyChoose: {
      heading: 'Why host your game with us',
      items: [
        {
          icon: 'Zap',
          title: 'High-clock CPUs',
          description: 'Game servers live on one fast core; we pick processors for single-thread speed.',
        },
        {
          icon: 'HardDrive',
          title: 'NVMe storage',
          description: 'Worlds load and save quickly, even with large maps and many players.',
        },
        {
          icon: 'ShieldHalf',
          title: 'DDoS protection',
          description: `Attack filtering that is ${claimShown('ddos', 'site-wide claim')}.`,
        },
        {
          icon: 'Repeat',
          title: 'Free game switching',
          description: 'Change to another game whenever your group moves on, at no extra cost.',
        },
        {
          icon: 'Clock',
          title: 'Daily backups',
          description: `Automatic backups ${claimShown('backups', 'site-wide claim')}, restorable from the panel.`,
        },
        {
          icon: 'Headset',
          title: '24/7 support',
          description: 'Real people who play these games, ready to help with mods and configs.',
        },
      ],
    },
    crossPlatform: {
      heading: 'Play together on any platform',
      intro: 'Where a game supports cross-play, your server welcomes everyone in the group.',
      items: [
        { icon: 'Cpu', title: 'PC', description: 'Windows, Linux and macOS players, with mods where the game allows.' },
        { icon: 'Gamepad2', title: 'XBOX', description: 'Console friends join the same world through cross-play.' },
        { icon: 'Gamepad2', title: 'PlayStation', description: 'Supported games let PlayStation players connect too.' },
        { icon: 'Sparkles', title: 'Mobile', description: 'Bedrock and other mobile editions can join from a phone.' },
      ],
    },
    stats: [
      {
        id: 'games',
        label: 'games supported',
        value: claimShown('gamesCount', 'site-wide claim').replace(' games', ''),
      },
      {
        id: 'modpacks',
        label: 'modpacks ready to install',
        value: claimShown('modpacks', 'site-wide claim').replace(' modpacks', ''),
      },
      { id: 'uptime', label: 'uptime commitment', value: claimShown('uptime', 'site-wide claim') },
      { id: 'support', label: 'human support', value: '24/7' },
    ],
    callToAction: {
      heading: 'Your world is waiting',
      text: 'Pick a game, choose a plan and invite your friends. Your server is ready as soon as payment clears.',
      primaryAction: 'See Minecraft plans',
      secondaryAction: 'Ask us on Discord',
    },
  },
)

/** Copy of /games/minecraft. */
export const minecraftPage = defineData(
  'data/pages/games.ts',
  'minecraftPage',
  z.strictObject({
    editions: z.array(nonEmptyText).length(4),
    features: z.array(iconCardSchema).min(4),
    choosePlanAction: nonEmptyText,
    performance: sectionCopySchema.extend({
      uptimeLabel: nonEmptyText,
      pingLabel: nonEmptyText,
      initialUptime: z.number(),
      ping: z.strictObject({ min: z.number(), max: z.number(), decimals: z.number().int(), initial: z.number() }),
    }),
    plans: sectionCopySchema.extend({
      tabsLabel: nonEmptyText,
      premiumTab: nonEmptyText,
      budgetTab: nonEmptyText,
      budgetEmpty: z.strictObject({ heading: nonEmptyText, text: nonEmptyText }),
    }),
    gallery: sectionCopySchema.extend({ images: z.array(galleryImageSchema).min(3) }),
    whyChoose: sectionCopySchema.extend({ items: z.array(iconCardSchema).min(3) }),
    callToAction: callToActionSchema,
  }),
  {
    editions: ['Java', 'Bedrock', 'Cross-Play', 'Mod Support'],
    features: [
      {
        icon: 'PackageOpen',
        title: 'One-click modpacks',
        description: `Install any of ${claimShown('modpacks', 'site-wide claim')} or upload your own.`,
      },
      {
        icon: 'MapPin',
        title: claimShown('locations', '/games/minecraft features list').replace(/^./, (char) => char.toUpperCase()),
        description: 'Host close to your players for the lowest ping.',
      },
      {
        icon: 'Repeat',
        title: 'Java and Bedrock',
        description: 'Run either edition, or let both join one world with a cross-play plugin.',
      },
      {
        icon: 'LayoutDashboard',
        title: 'Full control panel',
        description: 'Console, file manager, scheduled restarts, plugins and player management.',
      },
      {
        icon: 'Clock',
        title: 'Cloud backups',
        description: 'Two cloud backups on every plan, restored with a click if a creeper gets creative.',
      },
      {
        icon: 'ShieldHalf',
        title: 'DDoS protection',
        description: 'Always-on filtering keeps your network online during attacks.',
      },
    ],
    choosePlanAction: 'CHOOSE YOUR PLAN',
    performance: {
      heading: 'Performance right now',
      intro: 'A live look at what our Minecraft nodes are doing.',
      uptimeLabel: 'Network uptime',
      pingLabel: 'Average ping in India',
      initialUptime: 99.9,
      ping: { min: 8, max: 14, decimals: 0, initial: 12 },
    },
    plans: {
      heading: 'Choose your Minecraft plan',
      intro:
        'Every plan includes DDoS protection, NVMe storage, two cloud backups and free game switching. Prices per month.',
      tabsLabel: 'Plan range',
      premiumTab: 'Premium',
      budgetTab: 'Budget',
      budgetEmpty: {
        heading: 'Budget plans are not available yet',
        text: 'We are preparing a lower-cost range for small worlds. Tell us what you need and we will suggest the best premium plan or let you know when budget plans launch.',
      },
    },
    gallery: {
      heading: 'Modpacks for every play style',
      intro: 'A few of the modpack styles players run with us. Install any of them from the panel.',
      images: [
        {
          src: '/images/illustrations/modpacks/tech.svg',
          alt: 'Machines and pipes in a tech modpack base',
          caption: 'Tech and automation',
          width: 480,
          height: 320,
        },
        {
          src: '/images/illustrations/modpacks/magic.svg',
          alt: 'A wizard tower with glowing runes',
          caption: 'Magic and sorcery',
          width: 480,
          height: 320,
        },
        {
          src: '/images/illustrations/modpacks/adventure.svg',
          alt: 'A dungeon entrance in a hillside',
          caption: 'Adventure and dungeons',
          width: 480,
          height: 320,
        },
        {
          src: '/images/illustrations/modpacks/skyblock.svg',
          alt: 'A small island floating in the sky',
          caption: 'Skyblock',
          width: 480,
          height: 320,
        },
        {
          src: '/images/illustrations/modpacks/survival.svg',
          alt: 'A campfire in the wilderness at night',
          caption: 'Hardcore survival',
          width: 480,
          height: 320,
        },
        {
          src: '/images/illustrations/modpacks/create.svg',
          alt: 'Gears and contraptions turning together',
          caption: 'Create and contraptions',
          width: 480,
          height: 320,
        },
      ],
    },
    whyChoose: {
      heading: 'Why Minecraft players choose us',
      items: [
        {
          icon: 'Zap',
          title: 'No lag at peak time',
          description: 'High-clock cores and NVMe storage keep tick rates steady when everyone is online.',
        },
        {
          icon: 'Users',
          title: 'Sized by players',
          description: 'Each plan lists the player range it is built for, so choosing is easy.',
        },
        {
          icon: 'HeartHandshake',
          title: 'Help with mods',
          description: 'Our support team runs modded servers too, and helps with plugins and configs.',
        },
      ],
    },
    callToAction: {
      heading: 'Start your Minecraft server today',
      text: 'Pick a plan above and your server is online in under a minute, ready for your friends.',
      primaryAction: 'CHOOSE YOUR PLAN',
      secondaryAction: 'Ask a question',
    },
  },
)

/** Copy of /games/palworld. */
export const palworldPage = defineData(
  'data/pages/games.ts',
  'palworldPage',
  z.strictObject({
    platforms: z.array(nonEmptyText).length(4),
    plans: sectionCopySchema,
    whyChoose: sectionCopySchema.extend({ items: z.array(iconCardSchema).min(3) }),
    callToAction: callToActionSchema,
  }),
  {
    platforms: ['Cross-Play', 'PC', 'XBOX', 'Playstation'],
    plans: {
      heading: 'Choose your Palworld plan',
      intro: 'Sized by group: more players and bigger bases need more memory. Prices per month.',
    },
    whyChoose: {
      heading: 'Why host Palworld with us',
      items: [
        {
          icon: 'Users',
          title: 'Always online',
          description: 'Your world keeps running when the host logs off, so everyone plays on their own time.',
        },
        {
          icon: 'HardDrive',
          title: 'Big bases, no stutter',
          description: 'Generous memory and NVMe storage for busy bases full of working Pals.',
        },
        {
          icon: 'Clock',
          title: 'Backups included',
          description: 'Every plan keeps several backups, so a bad raid never costs you the world.',
        },
      ],
    },
    callToAction: {
      heading: 'Bring your crew to Palworld',
      text: 'Choose a plan and your dedicated world is ready in moments.',
      primaryAction: 'CHOOSE YOUR PLAN',
    },
  },
)

/** The template of the generated page for every other catalogue game. */
export const catalogueGamePage = defineData(
  'data/pages/games.ts',
  'catalogueGamePage',
  z.strictObject({
    platformHeading: nonEmptyText,
    platformClaims: z
      .array(z.strictObject({ icon: iconName, title: nonEmptyText, description: nonEmptyText }))
      .length(5),
    onRequest: z.strictObject({
      heading: nonEmptyText,
      text: nonEmptyText,
      contactAction: nonEmptyText,
      discordAction: nonEmptyText,
      billingAction: nonEmptyText,
    }),
    relatedHeading: nonEmptyText,
  }),
  {
    platformHeading: 'Included with every game server',
    platformClaims: [
      {
        icon: 'ShieldHalf',
        title: 'DDoS protection',
        description: `Filtering that is ${claimShown('ddos', 'site-wide claim')}.`,
      },
      { icon: 'HardDrive', title: 'NVMe storage', description: 'Fast world loading and saving.' },
      {
        icon: 'Rocket',
        title: 'Instant setup',
        description: `${claimShown('setup', 'site-wide claim').replace(/^./, (char) => char.toUpperCase())}.`,
      },
      {
        icon: 'Clock',
        title: 'Daily backups',
        description: `Automatic backups, ${claimShown('backups', 'site-wide claim')}.`,
      },
      { icon: 'Headset', title: '24/7 support', description: 'Real people, any hour of the day.' },
    ],
    onRequest: {
      heading: 'Plans set up on request',
      text: 'We do not list fixed plans for this game yet. Tell us how many players you expect and which mods you use, and we will size a server and send you a price, usually within the hour.',
      contactAction: 'Contact sales',
      discordAction: 'Ask on Discord',
      billingAction: 'Browse the client area',
    },
    relatedHeading: 'Similar games',
  },
)
