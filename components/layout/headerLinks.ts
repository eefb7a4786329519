import type { RouteId } from '../../data/routes'

/** Top-level links of the header bar; labels are the short names visitors scan for. */
export const headerLinks: ReadonlyArray<{ id: RouteId; label: string }> = [
  { id: 'games', label: 'Game Servers' },
  { id: 'vps', label: 'VPS' },
  { id: 'webHosting', label: 'Web Hosting' },
  { id: 'discordBot', label: 'Discord Bots' },
  { id: 'tutorials', label: 'Tutorials' },
  { id: 'contact', label: 'Support' },
]
