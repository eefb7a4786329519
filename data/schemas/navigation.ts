import { z } from 'zod'
import * as icons from '../icons'
import { uniqueBy } from './checks'
import { internalPath, nonEmptyText, publicAsset } from './common'

/** The icon names the data may use: the icons of data/icons.ts (the unit tests check each is a lucide-react one). */
export const iconNames = Object.keys(icons) as [IconName, ...IconName[]]
export type IconName = keyof typeof icons
export const iconName = z.enum(iconNames, { error: 'expected an icon name from data/icons.ts' })

const navEntrySchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, { error: 'expected a lower-case id' }),
    title: nonEmptyText,
    description: nonEmptyText,
    /** Either an icon name or a (decorative) image; never both. */
    icon: iconName.optional(),
    image: publicAsset.optional(),
    /** Internal target; null means the entry has no target yet and shows the "not implemented" toast. */
    href: internalPath.nullable(),
  })
  .refine((entry) => (entry.icon === undefined) !== (entry.image === undefined), {
    error: 'expected exactly one of icon or image',
    path: ['icon'],
  })
export type NavEntry = z.infer<typeof navEntrySchema>

const navGroupSchema = z.strictObject({
  id: z.enum(['game-servers', 'other-servers', 'learn', 'support']),
  title: nonEmptyText,
  icon: iconName,
  entries: z.array(navEntrySchema).min(1).superRefine(uniqueBy('id')),
})
export type NavGroup = z.infer<typeof navGroupSchema>
export const desktopNavigationSchema = z.array(navGroupSchema).min(1).superRefine(uniqueBy('id'))

const mobileNavGroupSchema = navGroupSchema.omit({ entries: true }).extend({
  // A section's title is its sub-heading in the group ('Hosting', 'VPS'); null for a group without subsections.
  sections: z.array(z.strictObject({ title: nonEmptyText.nullable(), entries: z.array(navEntrySchema).min(1) })).min(1),
})
export type MobileNavGroup = z.infer<typeof mobileNavGroupSchema>
export const mobileNavigationSchema = z.array(mobileNavGroupSchema).min(1).superRefine(uniqueBy('id'))
