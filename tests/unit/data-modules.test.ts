import * as lucide from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { claims } from '../../data/claims'
import { DataValidationError, defineData } from '../../data/define'
import { featuredGameSlugs, featuredGames, gameBySlug, gameCategories, games } from '../../data/games'
import { desktopNavigation, mobileNavigation } from '../../data/navigation'
import { productOrderUrl, vpsOrderUrl } from '../../data/orderLinks'
import { contactItems } from '../../data/pages/contact'
import { faqItems } from '../../data/pages/faq'
import { cheapestPrice, productLines } from '../../data/plans'
import { discordBotLine, discordBotPlans } from '../../data/plans/discordBot'
import { minecraftPlans } from '../../data/plans/minecraft'
import { palworldPlans } from '../../data/plans/palworld'
import { vdsPlans } from '../../data/plans/vds'
import { intelVpsLine, intelVpsPlans } from '../../data/plans/vpsIntel'
import { ryzenVpsLine, ryzenVpsPlans } from '../../data/plans/vpsRyzen'
import { webHostingPlans, webHostingStructuredData } from '../../data/plans/webHosting'
import { policies, refundPolicyFacts } from '../../data/policies'
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
import { site } from '../../data/site'
import { teamMembers } from '../../data/team'
import { testimonials } from '../../data/testimonials'
import { timeline } from '../../data/timeline'
import { tutorialCategories, tutorialVideos } from '../../data/tutorials'
import { simulatedFigures, uiConstants } from '../../data/uiSettings'
import { slugify } from '../../lib/slug'

const BILLING = 'https://billing.example.com'

describe('data modules import and validate', () => {
  it('every module parses', async () => {
    const modules = [
      '../../data/orderLinks',
      '../../data/plans/minecraft',
      '../../data/plans/palworld',
      '../../data/plans/vpsRyzen',
      '../../data/plans/vpsIntel',
      '../../data/plans/webHosting',
      '../../data/plans/discordBot',
      '../../data/plans/vds',
      '../../data/plans/index',
      '../../data/games',
      '../../data/navigation',
      '../../data/pages/faq',
      '../../data/tutorials',
      '../../data/team',
      '../../data/timeline',
      '../../data/testimonials',
      '../../data/pages/contact',
      '../../data/policies',
      '../../data/claims',
    ]
    for (const path of modules) await expect(import(path), path).resolves.toBeTruthy()
  })

  it('the billing base URL is the one these tests assume', () => {
    expect(site.billing.baseUrl).toBe(BILLING)
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

  it('reports a plan without pid with the module, the plan and the field', () => {
    const [first, ...rest] = intelVpsPlans
    const { pid: _pid, ...withoutPid } = first as NonNullable<typeof first>
    const broken = { ...withoutPid, orderUrl: vpsOrderUrl(undefined as unknown as number) }
    expect(() =>
      defineData('data/plans/vpsIntel.ts', 'intelVpsPlans', intelVpsPlansSchema, [broken, ...rest] as never),
    ).toThrow(
      'data/plans/vpsIntel.ts: intelVpsPlans[0] (Basic).pid: expected a positive whole number (received nothing)',
    )
  })

  it('reports an order link that does not match its plan, naming the plan and the field', () => {
    const [first, ...rest] = ryzenVpsPlans
    const plan = first as NonNullable<typeof first>
    const cases: [string, string][] = [
      [plan.orderUrl.replace('https:', 'http:'), 'is not https'],
      [plan.orderUrl.replace('billing.example.com', 'billing.example.comcart.php'), 'leaves the billing site'],
      [plan.orderUrl.replace('/cart.php', '/store.php'), 'not the cart at /cart.php'],
      [plan.orderUrl.replace('&billingcycle=monthly', ''), 'expected a=add&pid=21&billingcycle=monthly'],
      [plan.orderUrl.replace('pid=21', 'pid=22'), 'expected a=add&pid=21&billingcycle=monthly'],
      [`${plan.orderUrl}&promocode=x`, 'expected a=add&pid=21&billingcycle=monthly'],
    ]
    for (const [orderUrl, problem] of cases) {
      const run = () =>
        defineData('data/plans/vpsRyzen.ts', 'ryzenVpsPlans', ryzenVpsPlansSchema, [{ ...plan, orderUrl }, ...rest])
      expect(run, orderUrl).toThrow(`data/plans/vpsRyzen.ts: ryzenVpsPlans[0] (${plan.name}).orderUrl: `)
      expect(run, orderUrl).toThrow(problem)
    }
  })

  it('checks the Discord links carry both configurable options', () => {
    const [first, ...rest] = discordBotPlans
    const plan = first as NonNullable<typeof first>
    const orderUrl = plan.orderUrl.replace('&configoption[7]=8', '')
    expect(() =>
      defineData('data/plans/discordBot.ts', 'discordBotPlans', discordBotPlansSchema, [
        { ...plan, orderUrl },
        ...rest,
      ]),
    ).toThrow(`data/plans/discordBot.ts: discordBotPlans[0] (${plan.name}).orderUrl: `)
  })

  it('Ryzen and Intel plans link to their pid with monthly billing', () => {
    for (const plan of [...ryzenVpsPlans, ...intelVpsPlans]) {
      expect(plan.orderUrl).toBe(`${BILLING}/cart.php?a=add&pid=${plan.pid}&billingcycle=monthly`)
    }
    expect(ryzenVpsPlans[0]?.orderUrl).toBe('https://billing.example.com/cart.php?a=add&pid=21&billingcycle=monthly')
  })

  it('Discord plans use pids 19, 20, 21 and both fixed options', () => {
    expect(discordBotPlans.map((plan) => plan.orderUrl)).toEqual([
      `${BILLING}/cart.php?a=add&pid=19&configoption[4]=5&configoption[7]=8`,
      `${BILLING}/cart.php?a=add&pid=20&configoption[4]=5&configoption[7]=8`,
      `${BILLING}/cart.php?a=add&pid=21&configoption[4]=5&configoption[7]=8`,
    ])
  })

  it('Minecraft, Palworld and web hosting links carry their pid and fixed options', () => {
    for (const plan of [...minecraftPlans, ...palworldPlans, ...webHostingPlans]) {
      expect(plan.orderUrl).toBe(productOrderUrl(plan.pid, plan.configOptions))
      expect(plan.orderUrl).toMatch(
        new RegExp(`^${BILLING}/cart\\.php\\?a=add&pid=${plan.pid}(&configoption\\[\\d+\\]=\\d+)+$`),
      )
    }
    expect(minecraftPlans.find((plan) => plan.name === 'Acacia')?.orderUrl).toBe(
      `${BILLING}/cart.php?a=add&pid=4&configoption[1]=1`,
    )
  })

  it('no two orderable products in the same cart-form family share a pid (except the spec’s Discord/Ryzen 21)', () => {
    const configurable = [...minecraftPlans, ...palworldPlans, ...webHostingPlans, ...discordBotPlans].map(
      (plan) => plan.pid,
    )
    expect(new Set(configurable).size).toBe(configurable.length)
    const vps = [...ryzenVpsPlans, ...intelVpsPlans].map((plan) => plan.pid)
    expect(new Set(vps).size).toBe(vps.length)
  })
})

describe('plan figures match the spec', () => {
  it('Minecraft: 9 premium plans Oak..Spruce', () => {
    expect(minecraftPlans.map((plan) => plan.name)).toEqual([
      'Oak',
      'Birch',
      'Jungle',
      'Acacia',
      'Pale',
      'Mangrove',
      'Cherry',
      'Crimson',
      'Spruce',
    ])
    expect(minecraftPlans.map((plan) => plan.price)).toEqual([79, 159, 249, 309, 400, 529, 700, 889, 1199])
    expect(minecraftPlans.map((plan) => plan.cpuCores)).toEqual([1, 1.5, 2, 3, 3.5, 4, 4.5, 5, 6])
    expect(minecraftPlans.map((plan) => `${plan.ramGb}/${plan.ssdGb}`)).toEqual([
      '2/4',
      '4/16',
      '6/24',
      '8/32',
      '10/40',
      '12/48',
      '16/64',
      '20/80',
      '24/99',
    ])
    const acacia = minecraftPlans[3]
    expect(acacia?.name).toBe('Acacia')
    expect(acacia?.price).toBe(309)
    expect(minecraftPlans.at(-1)?.players).toBe('180-250+')
    expect(minecraftPlans[0]?.players).toBe('2-20')
    expect(minecraftPlans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Jungle', 'Pale'])
    expect(minecraftPlans.every((plan) => plan.backups === 2 && plan.tier === 'premium')).toBe(true)
    expect(minecraftPlans[2]?.img).toBe('/images/plans/minecraft/jungle.svg')
  })

  it('Palworld: Lamball, Direhowl, Anubis', () => {
    expect(
      palworldPlans.map((plan) => [
        plan.name,
        plan.price,
        plan.ramGb,
        plan.ssdGb,
        plan.cpuCores,
        plan.backups,
        plan.players,
      ]),
    ).toEqual([
      ['Lamball', 699, 8, 25, 2, 4, '4-8'],
      ['Direhowl', 989, 16, 50, 4, 6, '8-16'],
      ['Anubis', 1900, 24, 75, 8, 8, '16-32'],
    ])
  })

  it('Ryzen VPS: 8 plans, pids 21..28, popular 8GB and 16GB, no invented storage', () => {
    expect(ryzenVpsPlans.map((plan) => plan.pid)).toEqual([21, 22, 23, 24, 25, 26, 27, 28])
    expect(ryzenVpsPlans.map((plan) => plan.monthlyPrice)).toEqual([729, 1189, 1499, 1699, 2499, 3399, 4899, 6699])
    expect(ryzenVpsPlans.map((plan) => plan.vcores)).toEqual([1, 2, 3, 4, 6, 8, 12, 16])
    expect(ryzenVpsPlans.filter((plan) => plan.popular).map((plan) => plan.ramGb)).toEqual([8, 16])
    expect(ryzenVpsPlans.every((plan) => plan.location === 'Mumbai' && plan.storageGb === undefined)).toBe(true)
    expect(ryzenVpsLine).toMatchObject({
      memoryType: 'DDR5',
      storageType: 'RAID1 NVMe',
      location: 'Mumbai',
      setupFee: 60,
    })
    expect(ryzenVpsLine.terms).toEqual({ pricesExcludeTaxes: true, renewsAtSameRate: true, cancelAnytime: true })
  })

  it('Intel VPS: six plans with the spec ids', () => {
    expect(intelVpsPlans.map((plan) => plan.pid)).toEqual([29, 35, 31, 32, 33, 34])
    expect(
      intelVpsPlans.map((plan) => [
        plan.name,
        plan.monthlyPrice,
        plan.ramGb,
        plan.vcores,
        plan.storageGb,
        plan.bandwidthTb,
      ]),
    ).toEqual([
      ['Basic', 549, 4, 2, 50, 1],
      ['Starter', 849, 8, 4, 100, 1],
      ['Standard', 1049, 16, 6, 200, 2],
      ['Pro', 1249, 24, 8, 250, 2],
      ['Advanced', 1699, 32, 12, 400, 3],
      ['Enterprise', 2399, 64, 24, 800, 3],
    ])
    expect(intelVpsPlans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Starter', 'Pro'])
    expect(intelVpsLine).toMatchObject({ memoryType: 'DDR4', storageType: 'SSD', setupFee: 60 })
  })

  it('web hosting: cards 99/199/299 and the structured-data reading 90/280/3', () => {
    expect(
      webHostingPlans.map((plan) => [
        plan.name,
        plan.price,
        plan.accounts,
        plan.storageMb,
        plan.ramGb,
        plan.bandwidthGb,
        plan.backups,
      ]),
    ).toEqual([
      ['Starter', 99, 1, 1024, 2, 70, 'weekly'],
      ['Pro', 199, 3, 2048, 4, 140, 'daily'],
      ['Elite', 299, 5, 3072, 6, 210, 'daily'],
    ])
    expect(webHostingPlans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Pro'])
    expect(webHostingStructuredData).toEqual({ lowPrice: 90, highPrice: 280, offerCount: 3, priceCurrency: 'INR' })
  })

  it('Discord bot plans', () => {
    expect(
      discordBotPlans.map((plan) => [
        plan.name,
        plan.price,
        plan.storageGb,
        plan.ramGb,
        plan.bots,
        plan.performance,
        plan.pid,
      ]),
    ).toEqual([
      ['Tarang Plan', 65, 4, 1, '1-2', 'Basic', 19],
      ['Starter Plan', 99, 8, 2, '3-5', 'Standard', 20],
      ['Coder Plan', 169, 12, 4, '5-8', 'Enhanced', 21],
    ])
    expect(discordBotPlans[0]?.name).toBe(`${site.brandShortName} Plan`)
    expect(discordBotPlans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Starter Plan'])
    expect(discordBotLine.bandwidth).toBe('Unmetered*')
    expect(discordBotLine.bandwidthFootnote.startsWith('*')).toBe(true)
    expect(discordBotLine.databases).toEqual(['MySQL', 'PostgreSQL'])
    for (const plan of discordBotPlans)
      expect(plan.features).toEqual(expect.arrayContaining(discordBotLine.sharedFeatures))
  })

  it('VDS: four coming-soon plans, no price or order link', () => {
    expect(
      vdsPlans.map((plan) => [
        plan.name,
        plan.processor,
        plan.dedicatedCores,
        plan.ramGb,
        plan.storageGb,
        plan.storageText,
      ]),
    ).toEqual([
      ['Starter', 'AMD Ryzen 9', 4, 16, 200, '200 GB'],
      ['Pro', 'AMD Ryzen 9', 6, 32, 400, '400 GB'],
      ['Elite', 'AMD Ryzen 9', 8, 64, 800, '800 GB'],
      ['Ultimate', 'Intel Core i9', 10, 128, 1600, '1.6 TB'],
    ])
    expect(vdsPlans.every((plan) => plan.status === 'coming-soon' && plan.ddosProtection === 'advanced')).toBe(true)
    const withPrice = vdsPlans.map((plan) => ({ ...plan, price: 999 }))
    expect(vdsPlansSchema.safeParse(withPrice).success).toBe(false)
  })
})

describe('product lines view', () => {
  it('covers every line with the site routes', () => {
    expect(Object.keys(productLines)).toEqual([...productLineKeys])
    expect(Object.fromEntries(Object.entries(productLines).map(([key, line]) => [key, line.path]))).toEqual({
      minecraft: '/games/minecraft/',
      palworld: '/games/palworld/',
      vpsRyzen: '/servers/vps-ryzen/',
      vpsIntel: '/servers/vps-intel/',
      webHosting: '/servers/web-hosting/',
      discordBot: '/servers/discord-bot/',
      vds: '/servers/vds/',
    })
  })

  it('summaries, availability and cheapest prices', () => {
    expect(productLines.minecraft.plans[2]?.summary).toBe('6 GB RAM, 24 GB SSD, 2 cores, 40-50 players')
    expect(productLines.minecraft.plans[0]?.summary).toBe('2 GB RAM, 4 GB SSD, 1 core, 2-20 players')
    expect(
      productLines.vds.plans.every((plan) => plan.price === null && plan.orderUrl === null && !plan.available),
    ).toBe(true)
    expect(productLines.vpsRyzen.plans.map((plan) => plan.orderUrl)).toEqual(ryzenVpsPlans.map((plan) => plan.orderUrl))
    expect(cheapestPrice('minecraft')).toBe(79)
    expect(cheapestPrice('palworld')).toBe(699)
    expect(cheapestPrice('vpsRyzen')).toBe(729)
    expect(cheapestPrice('vpsIntel')).toBe(549)
    expect(cheapestPrice('webHosting')).toBe(99)
    expect(cheapestPrice('discordBot')).toBe(65)
    expect(cheapestPrice('vds')).toBeNull()
  })
})

describe('games', () => {
  it('slug rule', () => {
    expect(slugify('ARK: Survival')).toBe('ark-survival')
    expect(slugify('7 Days-Die')).toBe('7-days-die')
    expect(slugify('Project Zomboid')).toBe('project-zomboid')
    expect(slugify('Arma 3')).toBe('arma-3')
  })

  it('catalogue in spec order with derived slugs and links', () => {
    expect(games.map((game) => game.name)).toEqual([
      'Minecraft',
      'Palworld',
      'Enshrouded',
      'Project Zomboid',
      'Terraria',
      'Valheim',
      '7 Days-Die',
      'ARK: Survival',
      'Satisfactory',
      'Arma 3',
    ])
    expect(games.map((game) => [game.players, game.category])).toEqual([
      ['Unlimited', 'Sandbox'],
      ['32', 'Survival'],
      ['16', 'RPG'],
      ['64', 'Survival'],
      ['16', 'Sandbox'],
      ['10', 'Survival'],
      ['12', 'Survival'],
      ['70', 'Survival'],
      ['4', 'Simulation'],
      ['80', 'Military'],
    ])
    for (const game of games) {
      expect(game.slug).toBe(slugify(game.name))
      expect(game.link).toBe(`/games/${game.slug}/`)
      expect(game.image).toBe(`/images/games/${game.slug}.svg`)
    }
    expect(gameBySlug('ark-survival')?.name).toBe('ARK: Survival')
    expect(gameBySlug('7-days-die')?.link).toBe('/games/7-days-die/')
    expect(gameBySlug('nope')).toBeUndefined()
  })

  it('only Minecraft (69) and Palworld (499) have a price', () => {
    expect(games.filter((game) => game.price !== undefined).map((game) => [game.slug, game.price])).toEqual([
      ['minecraft', 69],
      ['palworld', 499],
    ])
  })

  it('featured games resolve from the catalogue', () => {
    expect(featuredGameSlugs).toEqual([
      'minecraft',
      'palworld',
      'enshrouded',
      'terraria',
      'ark-survival',
      'valheim',
      'project-zomboid',
      'arma-3',
    ])
    expect(featuredGames.map((game) => game.slug)).toEqual(featuredGameSlugs)
    for (const game of featuredGames) expect(games).toContain(game)
    expect(gameCategories).toEqual(['Sandbox', 'Survival', 'RPG', 'Simulation', 'Military'])
  })

  it('a hand-typed slug that does not follow the rule is rejected', () => {
    const broken = games.map((game) =>
      game.name === 'Arma 3'
        ? { ...game, slug: 'arma3', link: '/games/arma3/', image: '/images/games/arma3.svg' }
        : game,
    )
    const result = gamesSchema.safeParse(broken)
    expect(result.success).toBe(false)
  })
})

describe('navigation', () => {
  it('desktop groups have exactly the spec targets', () => {
    expect(desktopNavigation.map((group) => [group.title, group.entries.map((entry) => entry.href)])).toEqual([
      ['Game Servers', ['/games/minecraft/', '/games/palworld/', '/games/satisfactory/', '/games/']],
      [
        'Other Servers',
        ['/servers/web-hosting/', '/servers/discord-bot/', '/servers/vps-ryzen/', '/servers/vps-intel/'],
      ],
      ['Learn', ['/about-us/', '/terms-of-service/', '/privacy-policy/', '/refund-policy/']],
      ['Support', ['/contact-us/', '/faq/', '/tutorials/', '/status/']],
    ])
    expect(desktopNavigation[0]?.entries[3]?.title).toBe('See all games')
  })

  it('mobile menu reuses the same entries, with Hosting and VPS subsections', () => {
    const desktopEntries = desktopNavigation.flatMap((group) => group.entries)
    const mobileEntries = mobileNavigation.flatMap((group) => group.sections.flatMap((section) => section.entries))
    expect(mobileEntries).toEqual(desktopEntries)
    expect(mobileNavigation.map((group) => group.title)).toEqual(desktopNavigation.map((group) => group.title))
    const other = mobileNavigation.find((group) => group.id === 'other-servers')
    expect(other?.sections.map((section) => [section.title, section.entries.map((entry) => entry.href)])).toEqual([
      ['Hosting', ['/servers/web-hosting/', '/servers/discord-bot/']],
      ['VPS', ['/servers/vps-ryzen/', '/servers/vps-intel/']],
    ])
  })

  it('every allowed icon name is a lucide-react export', () => {
    const exports = lucide as unknown as Record<string, unknown>
    for (const name of iconNames) expect(exports[name], name).toBeDefined()
  })
})

describe('content modules', () => {
  it('FAQ: 8-10 plain-text items consistent with the claims', () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(8)
    expect(faqItems.length).toBeLessThanOrEqual(10)
    const text = faqItems.map((item) => item.answer).join(' ')
    for (const fact of [
      'under 60 seconds',
      'under 30 seconds',
      '1.3Tb/s',
      '7 days',
      'UPI',
      'Visa',
      'RuPay',
      '80+',
      '2,000+',
      '20+',
      '15 minutes',
      '24 hours',
      '2 days',
      '5 to 10 business days',
    ]) {
      expect(text, fact).toContain(fact)
    }
  })

  it('tutorials: six categories, eight videos with valid subcategories and derived URLs', () => {
    expect(tutorialCategories.map((category) => category.id)).toEqual([
      'minecraft',
      'palworld',
      'dc-bot',
      'web-hosting',
      'vps-hosting',
      'hosting-design',
    ])
    expect(tutorialVideos).toHaveLength(8)
    for (const video of tutorialVideos) {
      const category = tutorialCategories.find((candidate) => candidate.id === video.category)
      expect(category?.subcategories.map((sub) => sub.id)).toContain(video.subcategory)
      expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/)
      expect(video.youtubeUrl).toBe(`https://www.youtube.com/watch?v=${video.youtubeId}`)
      expect(video.thumbnail).toBe(`https://i.ytimg.com/vi/${video.youtubeId}/maxresdefault.jpg`)
      expect(video.fallbackThumbnail).toBe(`https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`)
      expect(video.channel).toBe(site.brandName)
    }
    const broken = tutorialVideos.map((video, index) => (index === 0 ? { ...video, subcategory: 'nodejs' } : video))
    const result = tutorialVideosSchema(tutorialCategories).safeParse(broken)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([0, 'subcategory'])
  })

  it('team, timeline and testimonials', () => {
    expect(teamMembers.map((member) => member.role)).toEqual(['Founder & CEO', 'Co-Owner', 'Lead Developer'])
    for (const member of teamMembers) expect(member.img).toBe(`/images/team/${member.slug}.svg`)
    expect(timeline.map((item) => [item.year, item.event])).toEqual([
      [2023, 'Founded'],
      [2023, 'First 100 servers'],
      [2024, 'Global expansion'],
      [2025, '3,000+ users'],
    ])
    expect(timeline[2]?.description).toContain('3 continents')
    expect(testimonials.map((item) => item.placeholder)).toEqual([false, true, true])
    expect(testimonials.every((item) => item.rating === 5)).toBe(true)
  })

  it('contact cards point at the site config addresses', () => {
    expect(contactItems.map((item) => item.href)).toEqual([
      `mailto:${site.contact.supportEmail}`,
      site.social.discordInvite,
      `${BILLING}/submitticket.php`,
    ])
    expect(contactItems[0]?.description).toContain('24 hours')
  })

  it('policies and refund facts', () => {
    expect(policies.map((policy) => [policy.path, policy.lastUpdated, policy.lastUpdatedShown])).toEqual([
      ['/terms-of-service/', '2025-08-09', '09-08-2025'],
      ['/privacy-policy/', '2024-11-30', '2024-11-30'],
      ['/refund-policy/', '2025-03-30', '30-03-2025'],
    ])
    expect(refundPolicyFacts).toMatchObject({
      requestWindowDays: 2,
      sharedHostingRequiresProviderFault: true,
      cancellationNoticeDays: 3,
      cancellationChannels: ['email', 'phone'],
      shortNoticeFeePercent: 20,
      refundProcessingBusinessDays: { min: 5, max: 10 },
      refundDestination: 'original payment method',
      partialRefunds: "at the provider's discretion",
    })
    expect(refundPolicyFacts.nonRefundable).toHaveLength(9)
  })
})

describe('claims and constants', () => {
  const numerics = (id: string) =>
    claims.find((claim) => claim.id === id)?.places.flatMap((place) => place.numeric ?? [])

  it('lists every claim, including the spec’s conflicting readings', () => {
    expect(claims.map((claim) => claim.id)).toEqual(
      expect.arrayContaining([
        'supportReply',
        'backups',
        'uptime',
        'locations',
        'ddos',
        'modpacks',
        'gamesCount',
        'customers',
        'setup',
        'serversHosted',
      ]),
    )
    expect(new Set(numerics('locations'))).toEqual(new Set([20, 9]))
    expect(new Set(numerics('customers'))).toEqual(new Set([1000, 3000]))
    expect(new Set(numerics('setup'))).toEqual(new Set([60, 30]))
    expect(numerics('supportReply')?.every((value) => value === 15)).toBe(true)
    expect(numerics('ddos')?.every((value) => value === 1.3)).toBe(true)
    expect(numerics('minecraftStartingPrice')).toEqual([69, 79])
    expect(numerics('webHostingLowPrice')).toEqual([99, 90])
  })

  it('simulated figures and UI constants', () => {
    expect(simulatedFigures).toEqual({
      uptime: { min: 99.8, max: 100, decimals: 1, intervalMs: 3000, mobileIntervalMs: 5000, mobileMaxWidthPx: 768 },
      ping: { floorMs: 8 },
      botResponse: { floorMs: 35, shownMs: 50 },
      webHostingLoad: { floorMs: 150, shownMs: 55 },
      webHostingUptime: { intervalMs: 3000 },
    })
    expect(uiConstants).toEqual({
      mobileBreakpointPx: 1024,
      carouselBreakpointPx: 768,
      carouselStepPx: 300,
      carouselEndThresholdPx: 10,
      toastDurationMs: 5000,
      toastLimit: 1,
      typeAheadResetMs: 1000,
      profileTypingMsPerChar: 15,
      modalClearDelayMs: 500,
      mobileMenuWidthPercent: 80,
      mobileMenuMaxWidthRem: 20,
    })
  })
})

describe('readable validation errors', () => {
  it('names module, export, item and field for a price typed as text', () => {
    const broken = minecraftPlans.map((plan) => (plan.name === 'Acacia' ? { ...plan, price: '309' } : plan))
    const run = () => defineData('data/plans/minecraft.ts', 'minecraftPlans', minecraftPlansSchema, broken as never)
    expect(run).toThrow(DataValidationError)
    expect(run).toThrow('data/plans/minecraft.ts: minecraftPlans[3] (Acacia).price: expected a positive number')
    expect(run).toThrow('(received the string "309")')
  })

  it('the exported data re-validates against its own schema', () => {
    expect(minecraftPlansSchema.safeParse(minecraftPlans).success).toBe(true)
    expect(gamesSchema.safeParse(games).success).toBe(true)
  })
})
