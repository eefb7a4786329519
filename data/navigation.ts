import { defineData } from './define'
import { gameImagePath } from './gameAssets'
import { gameLink, pathTo } from './routePaths'
import { desktopNavigationSchema, mobileNavigationSchema, type NavEntry, type NavGroup } from './schemas/navigation'

/**
 * Header menus. The desktop dropdowns and the mobile slide-in menu share the same entry objects; only the
 * grouping differs (the mobile Other Servers group splits into Hosting and VPS). An entry with href null shows
 * the "not implemented yet" toast instead.
 */

const entries = {
  minecraft: {
    id: 'minecraft',
    title: 'Minecraft',
    description: 'Java and Bedrock servers with one-click modpacks',
    image: gameImagePath('minecraft'),
    href: pathTo('minecraft'),
  },
  palworld: {
    id: 'palworld',
    title: 'Palworld',
    description: 'Always-online worlds for your whole crew',
    image: gameImagePath('palworld'),
    href: pathTo('palworld'),
  },
  satisfactory: {
    id: 'satisfactory',
    title: 'Satisfactory',
    description: 'Co-op factory building for up to 4 players',
    image: gameImagePath('satisfactory'),
    href: gameLink('satisfactory'),
  },
  allGames: {
    id: 'all-games',
    title: 'See all games',
    description: 'Browse every game we host',
    icon: 'Gamepad2',
    href: pathTo('games'),
  },
  webHosting: {
    id: 'web-hosting',
    title: 'Web Hosting',
    description: 'cPanel hosting with a free domain and SSL',
    icon: 'Globe',
    href: pathTo('webHosting'),
  },
  discordBot: {
    id: 'discord-bot',
    title: 'Discord Bot Hosting',
    description: 'Keep your bots online around the clock',
    icon: 'Bot',
    href: pathTo('discordBot'),
  },
  vpsRyzen: {
    id: 'vps-ryzen',
    title: 'Ryzen VPS',
    description: 'DDR5 and RAID1 NVMe servers in Mumbai',
    icon: 'Cpu',
    href: pathTo('vpsRyzen'),
  },
  vpsIntel: {
    id: 'vps-intel',
    title: 'Intel Xeon VPS',
    description: 'KVM servers with SSD storage and bandwidth included',
    icon: 'Server',
    href: pathTo('vpsIntel'),
  },
  aboutUs: {
    id: 'about-us',
    title: 'About Us',
    description: 'Who we are and how we started',
    icon: 'Info',
    href: pathTo('about'),
  },
  terms: {
    id: 'terms-of-service',
    title: 'Terms of Service',
    description: 'The rules for using our services',
    icon: 'FileText',
    href: pathTo('terms'),
  },
  privacy: {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'What data we collect and why',
    icon: 'ShieldCheck',
    href: pathTo('privacy'),
  },
  refund: {
    id: 'refund-policy',
    title: 'Refund Policy',
    description: 'Cancellations, refunds and who qualifies',
    icon: 'ReceiptText',
    href: pathTo('refund'),
  },
  contact: {
    id: 'contact-us',
    title: 'Contact Us',
    description: 'Reach us by email, Discord or ticket',
    icon: 'Mail',
    href: pathTo('contact'),
  },
  faq: {
    id: 'faq',
    title: 'FAQ',
    description: 'Quick answers to common questions',
    icon: 'CircleHelp',
    href: pathTo('faq'),
  },
  tutorials: {
    id: 'tutorials',
    title: 'Tutorials',
    description: 'Step-by-step video guides',
    icon: 'CirclePlay',
    href: pathTo('tutorials'),
  },
  status: {
    id: 'status',
    title: 'Service Status',
    description: 'Uptime commitments and incident updates',
    icon: 'Activity',
    href: pathTo('status'),
  },
} satisfies Record<string, NavEntry>

export const desktopNavigation: NavGroup[] = defineData(
  'data/navigation.ts',
  'desktopNavigation',
  desktopNavigationSchema,
  [
    {
      id: 'game-servers',
      title: 'Game Servers',
      icon: 'Pickaxe',
      entries: [entries.minecraft, entries.palworld, entries.satisfactory, entries.allGames],
    },
    {
      id: 'other-servers',
      title: 'Other Servers',
      icon: 'Server',
      entries: [entries.webHosting, entries.discordBot, entries.vpsRyzen, entries.vpsIntel],
    },
    {
      id: 'learn',
      title: 'Learn',
      icon: 'BookOpen',
      entries: [entries.aboutUs, entries.terms, entries.privacy, entries.refund],
    },
    {
      id: 'support',
      title: 'Support',
      icon: 'LifeBuoy',
      entries: [entries.contact, entries.faq, entries.tutorials, entries.status],
    },
  ],
)

/** Subsections of a group in the mobile menu, by entry id; groups not listed show their entries unsplit. */
const mobileSections: Partial<Record<NavGroup['id'], Array<{ title: string; entryIds: string[] }>>> = {
  'other-servers': [
    { title: 'Hosting', entryIds: ['web-hosting', 'discord-bot'] },
    { title: 'VPS', entryIds: ['vps-ryzen', 'vps-intel'] },
  ],
}

function pick(group: NavGroup, entryIds: string[]): NavEntry[] {
  return entryIds.map((id) => {
    const entry = group.entries.find((candidate) => candidate.id === id)
    if (!entry) throw new Error(`data/navigation.ts: mobile section refers to unknown entry ${id} in ${group.id}`)
    return entry
  })
}

export const mobileNavigation = defineData(
  'data/navigation.ts',
  'mobileNavigation',
  mobileNavigationSchema,
  desktopNavigation.map((group) => ({
    id: group.id,
    title: group.title,
    icon: group.icon,
    sections: mobileSections[group.id]?.map((section) => ({
      title: section.title,
      entries: pick(group, section.entryIds),
    })) ?? [{ title: null, entries: group.entries }],
  })),
)

export type { IconName, MobileNavGroup, NavEntry, NavGroup } from './schemas/navigation'
