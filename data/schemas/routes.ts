import { z } from 'zod'
import { internalPath, nonEmptyText, trimmedText } from './common'

/** Groups of the HTML sitemap, in the order the page lists them. */
export const sitemapGroups = ['Main', 'Game Servers', 'Other Servers', 'Company', 'Legal'] as const

export const seoFields = z.strictObject({
  /** Page part of the title; the renderer appends ` | Brand`. */
  title: trimmedText(3, 'expected a real title').max(60, {
    error: 'expected at most 60 characters (search results cut longer titles)',
  }),
  description: trimmedText(50, 'expected at least 50 characters').max(160, {
    error: 'expected at most 160 characters (search results cut longer descriptions)',
  }),
  keywords: z.array(nonEmptyText).min(1),
})
export type SeoFields = z.output<typeof seoFields>

export const routeSchema = z.strictObject({
  path: internalPath,
  /** Short label for breadcrumbs, sitemap and navigation. */
  name: nonEmptyText,
  /** The page's visible <h1> and its lead paragraph. */
  heading: nonEmptyText,
  intro: trimmedText(40, 'expected a real introduction of at least 40 characters'),
  /** Own metadata; may be omitted only where data/seo.ts has a specific variant for this path. */
  seo: seoFields.optional(),
  /** Route id of the breadcrumb parent; null for the home page and pages outside the main site. */
  parent: z.string().nullable(),
  indexable: z.boolean(),
  /** Listed in sitemap.xml (implies indexable) and under which group of the HTML sitemap. */
  sitemapGroup: z.enum(sitemapGroups).nullable(),
  /** `main`: header, footer and background; `bare`: outside the main layout (admin). */
  layout: z.enum(['main', 'bare']),
  /** Where the main layout's theme toggle sits: in the header (when omitted), or alone, fixed at the top right. */
  themeToggle: z.enum(['header', 'fixed']).optional(),
})
export type RouteInput = z.input<typeof routeSchema>
