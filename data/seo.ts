import { z } from 'zod'
import { formatInr } from '../lib/format'
import { defineData } from './define'
import { cheapestPrice, type ProductLineKey } from './plans'
import { pathTo } from './routePaths'
import { publicAsset } from './schemas/common'
import { seoFields } from './schemas/routes'
import { site } from './site'

/** '₹79': prices in titles come from the plan data, never typed twice. */
function fromPrice(line: ProductLineKey): string {
  const price = cheapestPrice(line)
  if (price === null) throw new Error(`data/seo.ts: product line ${line} has no orderable plan to quote a price from`)
  return formatInr(price)
}

const vpsFromPrice = formatInr(Math.min(cheapestPrice('vpsRyzen') ?? Infinity, cheapestPrice('vpsIntel') ?? Infinity))

const seoVariantSchema = seoFields.extend({ ogType: z.enum(['website', 'product']) })

/**
 * Specific metadata for these paths; every other route uses its own fields in the registry. '/billing/login' has
 * no page here (login is on the billing site): the business supplied it, so it is kept and the data check reports it.
 */
export const seoVariants = defineData('data/seo.ts', 'seoVariants', z.record(z.string(), seoVariantSchema), {
  '/billing/login': {
    title: 'Client Login',
    description: `Sign in to the ${site.brandName} client area to manage your game servers, VPS, web hosting and invoices, and to open support tickets.`,
    keywords: ['client login', 'billing', 'client area'],
    ogType: 'website',
  },
  [pathTo('minecraft')]: {
    title: `Minecraft Server Hosting in India from ${fromPrice('minecraft')}/month`,
    description: `Lag-free Minecraft hosting for Java and Bedrock: NVMe storage, one-click modpacks, DDoS protection and Indian locations. Plans from ${fromPrice('minecraft')} a month.`,
    keywords: ['minecraft server hosting', 'minecraft hosting india', 'bedrock server', 'modded minecraft server'],
    ogType: 'product',
  },
  [pathTo('palworld')]: {
    title: `Palworld Server Hosting from ${fromPrice('palworld')}/month`,
    description: `Dedicated Palworld servers for small groups and big communities, with cross-play, NVMe storage, backups and always-on DDoS protection. From ${fromPrice('palworld')}.`,
    keywords: ['palworld server hosting', 'palworld dedicated server', 'palworld hosting india'],
    ogType: 'product',
  },
  [pathTo('webHosting')]: {
    title: `cPanel Web Hosting with Free SSL from ${fromPrice('webHosting')}/month`,
    description: `Fast cPanel web hosting on NVMe SSD with free SSL, a free domain, automatic backups and 24/7 support, from ${fromPrice('webHosting')} a month.`,
    keywords: ['web hosting india', 'cpanel hosting', 'cheap web hosting', 'nvme web hosting'],
    ogType: 'product',
  },
  [pathTo('discordBot')]: {
    title: `Discord Bot Hosting from ${fromPrice('discordBot')}/month`,
    description: `Keep your Discord bots online 24/7: Node.js, Python, Java and TypeScript, with MySQL and PostgreSQL included, from ${fromPrice('discordBot')} a month.`,
    keywords: ['discord bot hosting', 'host discord bot 24/7', 'node.js bot hosting', 'python bot hosting'],
    ogType: 'product',
  },
  [pathTo('contact')]: {
    title: 'Contact Us',
    description: `Reach ${site.brandName} support by email, on Discord or through a support ticket. Tickets get a reply in about ${site.contact.ticketReplyMinutes} minutes, emails within ${site.contact.emailResponseHours} hours.`,
    keywords: ['contact', 'support', 'hosting support india'],
    ogType: 'website',
  },
  [pathTo('vps')]: {
    title: 'VPS Hosting in India: Ryzen and Intel Plans',
    description: `Compare our KVM virtual private servers: AMD Ryzen with DDR5 and RAID1 NVMe in Mumbai, or Intel Xeon with DDR4 SSD. Root access, from ${vpsFromPrice}/month.`,
    keywords: ['vps hosting india', 'ryzen vps', 'intel vps', 'kvm vps mumbai'],
    ogType: 'website',
  },
})

/** What every route without a specific variant shares. */
export const defaultSeo = defineData(
  'data/seo.ts',
  'defaultSeo',
  z.strictObject({
    keywords: z.array(z.string()).min(1),
    ogType: z.literal('website'),
    image: z.strictObject({
      src: publicAsset,
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string().min(3),
    }),
    locale: z.literal('en_IN'),
    themeColor: z.strictObject({ light: z.string(), dark: z.string() }),
  }),
  {
    keywords: ['game server hosting', 'india', site.brandName.toLowerCase()],
    ogType: 'website',
    image: {
      src: '/images/og/default.png',
      width: 1200,
      height: 630,
      alt: `${site.brandName}: game servers, VPS and hosting`,
    },
    locale: 'en_IN',
    themeColor: { light: '#f6f7fb', dark: '#0b1020' },
  },
)
