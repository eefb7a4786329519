import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import * as lucide from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { DataValidationError, defineData } from '../../data/define'
import { featuredGames, gameBySlug, games } from '../../data/games'
import { desktopNavigation, mobileNavigation } from '../../data/navigation'
import { productOrderUrl, vpsOrderUrl } from '../../data/orderLinks'
import { contactItems } from '../../data/pages/contact'
import { cheapestPrice, productLines } from '../../data/plans'
import { discordBotLine, discordBotPlans } from '../../data/plans/discordBot'
import { minecraftPlans } from '../../data/plans/minecraft'
import { palworldPlans } from '../../data/plans/palworld'
import { vdsPlans } from '../../data/plans/vds'
import { intelVpsPlans } from '../../data/plans/vpsIntel'
import { ryzenVpsPlans } from '../../data/plans/vpsRyzen'
import { webHostingPlans } from '../../data/plans/webHosting'
import { routeList } from '../../data/routes'
import { gamesSchema } from '../../data/schemas/games'
import { iconNames } from '../../data/schemas/navigation'
import {
  discordBotPlansSchema,
  intelVpsPlansSchema,
  minecraftPlansSchema,
  productLineKeys,
  ryzenVpsPlansSchema,
  vdsPlansSchema,
} from '../../data/schemas/plans'
import { tutorialVideosSchema } from '../../data/schemas/tutorials'
import { billingUrl, site } from '../../data/site'
import { teamMembers } from '../../data/team'
import { tutorialCategories, tutorialVideos } from '../../data/tutorials'
import { slugify } from '../../lib/slug'

const ROOT = join(import.meta.dirname, '../..')
const BILLING = site.billing.baseUrl

/** Every data module (not the schemas, not the validation helper), found on disk so a new module is covered. */
const dataModules = Object.entries(
  import.meta.glob(['../../data/**/*.ts', '!../../data/schemas/**', '!../../data/define.ts']),
).map(([path, load]) => ({ file: relative(ROOT, join(import.meta.dirname, path)), load }))

/** The module and export names each `defineData('data/x.ts', 'exportName', schema, value)` call in a file reports. */
function defineDataNames(file: string): string[][] {
  const source = readFileSync(join(ROOT, file), 'utf8')
  return [...source.matchAll(/defineData(?:<[^>]*>)?\(\s*'([^']+)',\s*'([^']+)'/g)].map((match) => match.slice(1))
}

describe('data modules', () => {
  const loaders = new Map(dataModules.map(({ file, load }) => [file, load]))

  it('are found on disk, with their defineData calls', () => {
    expect(dataModules.map((module) => module.file)).toEqual(
      expect.arrayContaining(['data/site.ts', 'data/routes.ts', 'data/plans/minecraft.ts']),
    )
    expect(defineDataNames('data/site.ts')).toContainEqual(['data/site.ts', 'site'])
  })

  it.each(dataModules)('$file imports, so each value it checks with defineData parses', async ({ file, load }) => {
    await load()
    // The names in its error messages must be a data file and the export a maintainer edits there: usually this
    // file, or a plain module that the browser imports and this file validates (data/uiSettings.ts, say).
    for (const [module, exportName] of defineDataNames(file)) {
      // Page copy is checked under the name of its YAML file under content/, one top-level key per export.
      if (module?.startsWith('content/')) {
        const text = readFileSync(join(ROOT, module), 'utf8')
        expect(text, `${module} has the key ${exportName}`).toMatch(new RegExp(`^${exportName}:`, 'm'))
        continue
      }
      const named = loaders.get(module as string)
      expect(named, `defineData in ${file} names ${module}`).toBeDefined()
      const namespace = (await named?.()) as Record<string, unknown>
      expect(namespace[exportName as string], `${module} exports ${exportName}`).toBeDefined()
    }
  })
})

describe('order links', () => {
  it('builds the VPS cart URL', () => {
    expect(vpsOrderUrl(21)).toBe(`${BILLING}/cart.php?a=add&pid=21&billingcycle=monthly`)
  })

  it('builds product URLs with literal brackets, options in ascending id order, values encoded', () => {
    expect(productOrderUrl(19, { 7: 8, 4: 5 })).toBe(
      `${BILLING}/cart.php?a=add&pid=19&configoption[4]=5&configoption[7]=8`,
    )
    expect(productOrderUrl(5, {})).toBe(`${BILLING}/cart.php?a=add&pid=5`)
    expect(productOrderUrl(5, { 2: 'a b&c' })).toBe(`${BILLING}/cart.php?a=add&pid=5&configoption[2]=a%20b%26c`)
  })

  it('every plan links to the cart with its own product id', () => {
    for (const plan of [...ryzenVpsPlans, ...intelVpsPlans]) expect(plan.orderUrl).toBe(vpsOrderUrl(plan.pid))
    for (const plan of [...minecraftPlans, ...palworldPlans, ...webHostingPlans, ...discordBotPlans])
      expect(plan.orderUrl).toBe(productOrderUrl(plan.pid, plan.configOptions))
  })

  it('no two plans of one cart form share a product id (Discord and Ryzen share 21 on purpose)', () => {
    const configurable = [...minecraftPlans, ...palworldPlans, ...webHostingPlans, ...discordBotPlans]
    expect(new Set(configurable.map((plan) => plan.pid)).size).toBe(configurable.length)
    const vps = [...ryzenVpsPlans, ...intelVpsPlans]
    expect(new Set(vps.map((plan) => plan.pid)).size).toBe(vps.length)
  })

  it('reports a plan without pid with the module, the plan and the field', () => {
    const [first, ...rest] = intelVpsPlans
    const { pid: _pid, ...withoutPid } = first as NonNullable<typeof first>
    const broken = { ...withoutPid, orderUrl: vpsOrderUrl(undefined as unknown as number) }
    expect(() =>
      defineData('data/plans/vpsIntel.ts', 'intelVpsPlans', intelVpsPlansSchema, [broken, ...rest] as never),
    ).toThrow(
      `data/plans/vpsIntel.ts: intelVpsPlans[0] (${withoutPid.name}).pid: expected a positive whole number (received nothing)`,
    )
  })

  it('reports an order link that does not match its plan, naming the plan and the field', () => {
    const [first, ...rest] = ryzenVpsPlans
    const plan = first as NonNullable<typeof first>
    const expected = `expected a=add&pid=${plan.pid}&billingcycle=monthly`
    const host = new URL(BILLING).host
    const cases: [string, string][] = [
      [plan.orderUrl.replace('https:', 'http:'), 'is not https'],
      [plan.orderUrl.replace(host, `${host}cart.php`), 'leaves the billing site'],
      [plan.orderUrl.replace('/cart.php', '/store.php'), 'not the cart at /cart.php'],
      [plan.orderUrl.replace('&billingcycle=monthly', ''), expected],
      [plan.orderUrl.replace(`pid=${plan.pid}`, `pid=${plan.pid + 1}`), expected],
      [`${plan.orderUrl}&promocode=x`, expected],
    ]
    for (const [orderUrl, problem] of cases) {
      const run = () =>
        defineData('data/plans/vpsRyzen.ts', 'ryzenVpsPlans', ryzenVpsPlansSchema, [{ ...plan, orderUrl }, ...rest])
      expect(run, orderUrl).toThrow(`data/plans/vpsRyzen.ts: ryzenVpsPlans[0] (${plan.name}).orderUrl: `)
      expect(run, orderUrl).toThrow(problem)
    }
  })

  it('checks the Discord links carry every configurable option', () => {
    const [first, ...rest] = discordBotPlans
    const plan = first as NonNullable<typeof first>
    const orderUrl = plan.orderUrl.replace(/&configoption\[\d+\]=\d+$/, '')
    expect(() =>
      defineData('data/plans/discordBot.ts', 'discordBotPlans', discordBotPlansSchema, [
        { ...plan, orderUrl },
        ...rest,
      ]),
    ).toThrow(`data/plans/discordBot.ts: discordBotPlans[0] (${plan.name}).orderUrl: `)
  })
})

describe('plans', () => {
  it('each product line lists its plans cheapest first, with unique ids and names', () => {
    for (const [key, line] of Object.entries(productLines)) {
      const prices = line.plans.flatMap((plan) => plan.price ?? [])
      expect(prices, key).toEqual([...prices].sort((a, b) => a - b))
      expect(new Set(line.plans.map((plan) => plan.name)).size, key).toBe(line.plans.length)
    }
    for (const plans of [
      minecraftPlans,
      palworldPlans,
      ryzenVpsPlans,
      intelVpsPlans,
      webHostingPlans,
      discordBotPlans,
      vdsPlans,
    ])
      expect(new Set(plans.map((plan) => plan.id)).size).toBe(plans.length)
  })

  it('the product-lines view covers every line, on a registered page, with the plans of its module', () => {
    expect(Object.keys(productLines)).toEqual([...productLineKeys])
    const paths = new Set(routeList.map((route) => route.path))
    for (const line of Object.values(productLines)) expect(paths, line.path).toContain(line.path)
    expect(productLines.minecraft.plans.map((plan) => plan.orderUrl)).toEqual(
      minecraftPlans.map((plan) => plan.orderUrl),
    )
    expect(productLines.vpsRyzen.plans.map((plan) => plan.price)).toEqual(
      ryzenVpsPlans.map((plan) => plan.monthlyPrice),
    )
  })

  it('cheapest price is the lowest orderable price, and none where nothing can be ordered', () => {
    for (const key of productLineKeys) {
      const prices = productLines[key].plans.flatMap((plan) =>
        plan.available && plan.price !== null ? [plan.price] : [],
      )
      expect(cheapestPrice(key), key).toBe(prices.length === 0 ? null : Math.min(...prices))
    }
    expect(cheapestPrice('vds')).toBeNull()
  })

  it('plan summaries say "1 core" and "2 cores"', () => {
    for (const [index, plan] of minecraftPlans.entries()) {
      const cores = `${plan.cpuCores} ${plan.cpuCores === 1 ? 'core' : 'cores'}`
      expect(productLines.minecraft.plans[index]?.summary).toContain(
        `${plan.ramGb} GB RAM, ${plan.ssdGb} GB SSD, ${cores},`,
      )
    }
  })

  it('every Discord bot plan has the features all plans share', () => {
    for (const plan of discordBotPlans)
      expect(plan.features).toEqual(expect.arrayContaining(discordBotLine.sharedFeatures))
  })

  it('coming-soon VDS plans cannot carry a price', () => {
    expect(vdsPlansSchema.safeParse(vdsPlans.map((plan) => ({ ...plan, price: 999 }))).success).toBe(false)
  })

  it('names module, export, item and field for a price typed as text', () => {
    const broken = minecraftPlans.map((plan, index) => (index === 1 ? { ...plan, price: String(plan.price) } : plan))
    const run = () => defineData('data/plans/minecraft.ts', 'minecraftPlans', minecraftPlansSchema, broken as never)
    expect(run).toThrow(DataValidationError)
    expect(run).toThrow(
      `data/plans/minecraft.ts: minecraftPlans[1] (${minecraftPlans[1]?.name}).price: expected a price in whole rupees (received the string "${minecraftPlans[1]?.price}")`,
    )
  })

  it('refuses a price in paise (shown as ₹79.5/month), naming module, item and field', () => {
    const [first] = minecraftPlans
    const broken = minecraftPlans.map((plan, index) => (index === 0 ? { ...plan, price: plan.price + 0.5 } : plan))
    expect(() => defineData('data/plans/minecraft.ts', 'minecraftPlans', minecraftPlansSchema, broken)).toThrow(
      new DataValidationError([
        {
          module: 'data/plans/minecraft.ts',
          field: `minecraftPlans[0] (${first?.name}).price`,
          message: `expected a price in whole rupees, without paise (received the number ${(first?.price ?? 0) + 0.5})`,
        },
      ]),
    )
  })
})

describe('games', () => {
  it('slug rule', () => {
    expect(slugify('ARK: Survival')).toBe('ark-survival')
    expect(slugify('7 Days-Die')).toBe('7-days-die')
    expect(slugify('Project Zomboid')).toBe('project-zomboid')
    expect(slugify('Arma 3')).toBe('arma-3')
  })

  it('slugs, links and images are derived from the name', () => {
    for (const game of games) {
      expect(game.slug).toBe(slugify(game.name))
      expect(game.link).toBe(`/games/${game.slug}/`)
      expect(game.image).toBe(`/images/games/${game.slug}.svg`)
      expect(gameBySlug(game.slug)).toBe(game)
    }
    expect(gameBySlug('nope')).toBeUndefined()
  })

  it('featured games come from the catalogue', () => {
    for (const game of featuredGames) expect(games).toContain(game)
  })

  it('a hand-typed slug that does not follow the rule is rejected', () => {
    const [first, ...rest] = games
    const game = first as NonNullable<typeof first>
    const broken = {
      ...game,
      slug: `${game.slug}x`,
      link: `/games/${game.slug}x/`,
      image: `/images/games/${game.slug}x.svg`,
    }
    expect(gamesSchema.safeParse([broken, ...rest]).success).toBe(false)
  })
})

describe('navigation', () => {
  it('every menu entry links to a registered page', () => {
    const paths = new Set(routeList.map((route) => route.path))
    for (const entry of desktopNavigation.flatMap((group) => group.entries))
      expect(paths, entry.title).toContain(entry.href)
  })

  it('the mobile menu has the desktop groups and entries, in the same order', () => {
    const desktopEntries = desktopNavigation.flatMap((group) => group.entries)
    const mobileEntries = mobileNavigation.flatMap((group) => group.sections.flatMap((section) => section.entries))
    expect(mobileEntries).toEqual(desktopEntries)
    expect(mobileNavigation.map((group) => group.title)).toEqual(desktopNavigation.map((group) => group.title))
  })

  it('every allowed icon name is a lucide-react export', () => {
    const exports = lucide as unknown as Record<string, unknown>
    for (const name of iconNames) expect(exports[name], name).toBeDefined()
  })
})

describe('content modules', () => {
  it('tutorial videos have a valid subcategory, URLs derived from the video id and a thumbnail that exists', () => {
    for (const video of tutorialVideos) {
      const category = tutorialCategories.find((candidate) => candidate.id === video.category)
      expect(category?.subcategories.map((sub) => sub.id)).toContain(video.subcategory)
      expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/)
      expect(video.youtubeUrl).toBe(`https://www.youtube.com/watch?v=${video.youtubeId}`)
      if (video.thumbnail.startsWith('/')) {
        // A picture of this site's own (the sample videos are not on the video site yet), with no fallback there.
        expect(existsSync(`public${video.thumbnail}`), video.thumbnail).toBe(true)
        expect(video.fallbackThumbnail).toBeUndefined()
      } else {
        expect(video.thumbnail).toBe(`https://i.ytimg.com/vi/${video.youtubeId}/maxresdefault.jpg`)
        expect(video.fallbackThumbnail).toBe(`https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`)
      }
      expect(video.channel).toBe(site.brandName)
    }
    const broken = tutorialVideos.map((video, index) => (index === 0 ? { ...video, subcategory: 'nodejs' } : video))
    const result = tutorialVideosSchema(tutorialCategories).safeParse(broken)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([0, 'subcategory'])
  })

  it('team photos are named after the member', () => {
    for (const member of teamMembers) expect(member.img).toBe(`/images/team/${member.slug}.svg`)
  })

  it('contact cards point at the site config addresses', () => {
    expect(contactItems.map((item) => item.href)).toEqual([
      `mailto:${site.contact.supportEmail}`,
      site.social.discordInvite,
      billingUrl('supportTicket'),
    ])
  })
})
