import { z } from 'zod'
import { slugify } from '../../lib/slug'
import { gameLink } from '../routePaths'
import { derivedField, uniqueBy } from './checks'
import { altText, inrPrice, internalPath, nonEmptyText, publicAsset } from './common'

const gameCategory = z.enum(['Sandbox', 'Survival', 'RPG', 'Simulation', 'Military'], {
  error: 'expected a known game category (add it to data/schemas/games.ts first)',
})

/** The artwork of a catalogue game; the schema checks every game's image follows this rule. */
export function gameImagePath(slug: string): string {
  return `/images/games/${slug}.svg`
}

const gameSchema = z.strictObject({
  name: nonEmptyText,
  /** Derived from the name with lib/slug.ts; never typed by hand. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a slug like ark-survival' }),
  /** `/games/{slug}/`. */
  link: internalPath,
  /** "From" price in rupees per month; only set where the catalogue shows one. */
  price: inrPrice.optional(),
  image: publicAsset,
  imageAlt: altText,
  /** Supported players as shown: 'Unlimited' or a number. */
  players: z.string().regex(/^(?:Unlimited|\d+)$/, { error: "expected 'Unlimited' or a number of players" }),
  category: gameCategory,
  description: nonEmptyText,
})
export type Game = z.infer<typeof gameSchema>

export const gamesSchema = z
  .array(gameSchema)
  .min(1)
  .superRefine(uniqueBy('slug'))
  .superRefine(derivedField('slug', (game) => slugify(game.name), 'the slug of the name'))
  .superRefine(derivedField('link', (game) => gameLink(game.slug), '/games/<slug>/'))
  .superRefine(derivedField('image', (game) => gameImagePath(game.slug), '/images/games/<slug>.svg'))

/** Featured slugs must name catalogue entries, once each. */
export function featuredSlugsSchema(catalogue: readonly Game[]) {
  const slugs = catalogue.map((game) => game.slug)
  return z
    .array(
      z.string().refine((slug) => slugs.includes(slug), {
        error: (issue) => `unknown game slug ${JSON.stringify(issue.input)}; expected one of ${slugs.join(', ')}`,
      }),
    )
    .min(1)
    .superRefine((list, ctx) => {
      list.forEach((slug, index) => {
        if (list.indexOf(slug) !== index)
          ctx.addIssue({ code: 'custom', message: `duplicate slug ${JSON.stringify(slug)}`, path: [index] })
      })
    })
}
