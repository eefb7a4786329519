import { defineData } from './define'
import { gameImagePath } from './gameAssets'
import { gameLink, pathTo, type RouteId } from './routePaths'
import {
  desktopNavigationSchema,
  type IconName,
  mobileNavigationSchema,
  type NavEntry,
  type NavGroup,
} from './schemas/navigation'

/**
 * Header menus. The desktop dropdowns and the mobile slide-in menu share the same entry objects; only the
 * grouping differs (the mobile Other Servers group splits into Hosting and VPS). An entry with href null shows
 * the "not implemented yet" toast instead.
 */

/** An entry with an icon that opens one of the site's pages. */
function pageEntry(id: string, title: string, description: string, icon: IconName, route: RouteId): NavEntry {
  return { id, title, description, icon, href: pathTo(route) }
}

/** A game entry shows the game's artwork instead of an icon and opens the game's page. */
function gameEntry(slug: string, title: string, description: string): NavEntry {
  return { id: slug, title, description, image: gameImagePath(slug), href: gameLink(slug) }
}

const entries = {
  minecraft: gameEntry('minecraft', 'Minecraft', 'Java and Bedrock servers with one-click modpacks'),
  palworld: gameEntry('palworld', 'Palworld', 'Always-online worlds for your whole crew'),
  satisfactory: gameEntry('satisfactory', 'Satisfactory', 'Co-op factory building for up to 4 players'),
  allGames: pageEntry('all-games', 'See all games', 'Browse every game we host', 'Gamepad2', 'games'),
  webHosting: pageEntry(
    'web-hosting',
    'Web Hosting',
    'cPanel hosting with a free domain and SSL',
    'Globe',
    'webHosting',
  ),
  discordBot: pageEntry(
    'discord-bot',
    'Discord Bot Hosting',
    'Keep your bots online around the clock',
    'Bot',
    'discordBot',
  ),
  vpsRyzen: pageEntry('vps-ryzen', 'Ryzen VPS', 'DDR5 and RAID1 NVMe servers in Mumbai', 'Cpu', 'vpsRyzen'),
  vpsIntel: pageEntry(
    'vps-intel',
    'Intel Xeon VPS',
    'KVM servers with SSD storage and bandwidth included',
    'Server',
    'vpsIntel',
  ),
  aboutUs: pageEntry('about-us', 'About Us', 'Who we are and how we started', 'Info', 'about'),
  terms: pageEntry('terms-of-service', 'Terms of Service', 'The rules for using our services', 'FileText', 'terms'),
  privacy: pageEntry('privacy-policy', 'Privacy Policy', 'What data we collect and why', 'ShieldCheck', 'privacy'),
  refund: pageEntry(
    'refund-policy',
    'Refund Policy',
    'Cancellations, refunds and who qualifies',
    'ReceiptText',
    'refund',
  ),
  contact: pageEntry('contact-us', 'Contact Us', 'Reach us by email, Discord or ticket', 'Mail', 'contact'),
  faq: pageEntry('faq', 'FAQ', 'Quick answers to common questions', 'CircleHelp', 'faq'),
  tutorials: pageEntry('tutorials', 'Tutorials', 'Step-by-step video guides', 'CirclePlay', 'tutorials'),
  status: pageEntry('status', 'Service Status', 'Uptime commitments and incident updates', 'Activity', 'status'),
}

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
