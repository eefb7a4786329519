import { z } from 'zod'
import { defineData } from './define'
import { publicAsset } from './schemas/common'
import { seoFields } from './schemas/routes'

const seoVariantSchema = seoFields.extend({ ogType: z.enum(['website', 'product']) })

/**
 * The spec names specific metadata for these paths and a default for every other route.
 * '/billing/login' has a variant but no page on this site (login lives on the billing site);
 * it is kept because the spec lists it, and the data check reports it.
 */
export const seoVariants = defineData('data/seo.ts', 'seoVariants', z.record(z.string(), seoVariantSchema), {
  '/billing/login': {
    title: 'Client Login',
    description:
      'Sign in to the Tarang Cloud client area to manage your game servers, VPS, web hosting and invoices, and to open support tickets.',
    keywords: ['client login', 'billing', 'client area'],
    ogType: 'website',
  },
  '/games/minecraft': {
    title: 'Minecraft Server Hosting in India from ₹79/month',
    description:
      'Lag-free Minecraft hosting for Java and Bedrock: NVMe storage, one-click modpacks, DDoS protection and Indian locations. Nine plans from ₹79 a month.',
    keywords: ['minecraft server hosting', 'minecraft hosting india', 'bedrock server', 'modded minecraft server'],
    ogType: 'product',
  },
  '/games/palworld': {
    title: 'Palworld Server Hosting from ₹699/month',
    description:
      'Dedicated Palworld servers for 4 to 32 players with cross-play, NVMe storage, automatic backups and always-on DDoS protection. Three plans from ₹699.',
    keywords: ['palworld server hosting', 'palworld dedicated server', 'palworld hosting india'],
    ogType: 'product',
  },
  '/servers/web-hosting': {
    title: 'cPanel Web Hosting with Free SSL from ₹99/month',
    description:
      'Fast cPanel web hosting on NVMe SSD with free SSL, a free domain, automatic backups and 24/7 support. Host up to five sites from ₹99 a month.',
    keywords: ['web hosting india', 'cpanel hosting', 'cheap web hosting', 'nvme web hosting'],
    ogType: 'product',
  },
  '/servers/discord-bot': {
    title: 'Discord Bot Hosting from ₹65/month',
    description:
      'Keep your Discord bots online 24/7: Node.js, Python, Java and TypeScript, MySQL and PostgreSQL included, setup in under 30 seconds, from ₹65 a month.',
    keywords: ['discord bot hosting', 'host discord bot 24/7', 'node.js bot hosting', 'python bot hosting'],
    ogType: 'product',
  },
  '/contact-us': {
    title: 'Contact Us',
    description:
      'Reach Tarang Cloud support by email, on Discord or through a support ticket. Tickets get a reply in about 15 minutes, emails within 24 hours.',
    keywords: ['contact', 'support', 'hosting support india'],
    ogType: 'website',
  },
  '/servers/vps': {
    title: 'VPS Hosting in India: Ryzen and Intel Plans',
    description:
      'Compare our KVM virtual private servers: AMD Ryzen with DDR5 and RAID1 NVMe in Mumbai, or Intel Xeon with DDR4 SSD. Root access, from ₹549/month.',
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
    keywords: ['game server hosting', 'india', 'tarang cloud'],
    ogType: 'website',
    image: {
      src: '/images/og/default.png',
      width: 1200,
      height: 630,
      alt: 'Tarang Cloud: game servers, VPS and hosting',
    },
    locale: 'en_IN',
    themeColor: { light: '#f6f7fb', dark: '#0b1020' },
  },
)
