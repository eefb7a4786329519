import { z } from 'zod'
import { formatInr } from '../lib/format'
import { defineData } from './define'
import { copyFrom } from './markdown'
import { cheapestPrice } from './plans'
import { routePaths } from './routePaths'
import { imageSchema } from './schemas/pageContent'
import { productLineKeys } from './schemas/plans'
import { seoFields } from './schemas/routes'
import { site } from './site'

// Prices in titles come from the plan data, never typed twice; a line with nothing to order has none.
const prices = Object.fromEntries(
  productLineKeys.map((line) => [line, cheapestPrice(line) === null ? null : formatInr(cheapestPrice(line) as number)]),
)
const vps = formatInr(Math.min(cheapestPrice('vpsRyzen') ?? Infinity, cheapestPrice('vpsIntel') ?? Infinity))

/** Specific metadata for some paths, in content/pages/seo.yaml; every other route uses its own fields in the registry. */
export const seoVariants = copyFrom('pages/seo.yaml', { site, paths: routePaths, prices: { ...prices, vps } })(
  'seoVariants',
  z.record(z.string(), seoFields.extend({ ogType: z.enum(['website', 'product']) })),
)

/** What every route without a specific variant shares. */
export const defaultSeo = defineData(
  'data/seo.ts',
  'defaultSeo',
  z.strictObject({
    keywords: z.array(z.string()).min(1),
    ogType: z.literal('website'),
    image: imageSchema,
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
