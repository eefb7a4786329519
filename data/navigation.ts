import { games } from './games'
import { copyFrom } from './markdown'
import { routePaths } from './routePaths'
import { desktopNavigationSchema, mobileNavigationSchema, type NavEntry, type NavGroup } from './schemas/navigation'

/** The header menus, in content/pages/navigation.yaml. An entry with href null shows the "not implemented yet" toast. */
const copy = copyFrom('pages/navigation.yaml', {
  paths: routePaths,
  games: Object.fromEntries(games.map((game) => [game.slug, game])),
})

export const desktopNavigation: NavGroup[] = copy('desktopNavigation', desktopNavigationSchema)

function pick(groupId: string, entries: NavEntry[], entryIds: string[]): NavEntry[] {
  return entryIds.map((id) => {
    const entry = entries.find((candidate) => candidate.id === id)
    if (!entry)
      throw new Error(`content/pages/navigation.yaml: mobile section refers to unknown entry ${id} in ${groupId}`)
    return entry
  })
}

/** The desktop groups, each split into the subsections the YAML lists for it. */
export const mobileNavigation = copy(
  'mobileNavigation',
  mobileNavigationSchema,
  (sections: Partial<Record<NavGroup['id'], Array<{ title: string; entryIds: string[] }>>>) =>
    desktopNavigation.map(({ entries, ...group }) => ({
      ...group,
      sections: sections[group.id]?.map(({ title, entryIds }) => ({
        title,
        entries: pick(group.id, entries, entryIds),
      })) ?? [{ title: null, entries }],
    })),
)

export type { IconName, MobileNavGroup, NavEntry, NavGroup } from './schemas/navigation'
