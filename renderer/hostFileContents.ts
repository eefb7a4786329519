import { defaultSeo } from '../data/seo'
import { billingUrl, site } from '../data/site'
import { MANIFEST_PATH, redirectsFile, SECURITY_TXT_PATH, securityTxt } from './hostFiles'

/** Where hosts serve the not-found page's own file, 404.html (the name Cloudflare Pages, Netlify and GitHub Pages look for). */
const NOT_FOUND_PAGE_ADDRESS = '/404'

/** SOURCE_DATE_EPOCH's seconds (checked by scripts/settings.ts) when set, so a reproducible build writes the same
 * security.txt; else now. */
export function buildTime(epochSeconds?: number): Date {
  return epochSeconds === undefined ? new Date() : new Date(epochSeconds * 1000)
}

/** The host files for this site, from data/site.ts and data/seo.ts; keys are file names in the client build. */
export function hostFileContents(generatedAt = buildTime()): Record<string, string> {
  const lang = defaultSeo.locale.replace('_', '-')
  // The manifest has one colour: the theme a page shows before any preference is known ('system' follows light).
  const colour = defaultSeo.themeColor[site.defaultTheme.pages === 'dark' ? 'dark' : 'light']
  return {
    [SECURITY_TXT_PATH.slice(1)]: securityTxt({
      origin: site.origin,
      contactEmail: site.contact.supportEmail,
      languages: [lang],
      generatedAt,
    }),
    [MANIFEST_PATH.slice(1)]: `${JSON.stringify(
      {
        name: site.brandName,
        short_name: site.brandShortName,
        description: site.tagline,
        lang,
        start_url: '/',
        scope: '/',
        display: 'browser',
        theme_color: colour,
        background_color: colour,
        icons: [
          { src: '/images/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      null,
      2,
    )}\n`,
    _redirects: redirectsFile([
      {
        from: '/billing/login',
        to: billingUrl('login'),
        status: 301,
        reason: 'The former site signed clients in at /billing/login; sign-in now lives on the billing site.',
      },
      {
        from: NOT_FOUND_PAGE_ADDRESS,
        to: `${NOT_FOUND_PAGE_ADDRESS}/not-a-page`,
        status: 200,
        reason:
          'The not-found page is the file 404.html, which hosts serve at /404 with 200; answered from a path with no file, /404 gets 404 like any unknown address.',
      },
    ]),
  }
}
