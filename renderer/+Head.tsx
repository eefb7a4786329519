import clientScriptFor from 'virtual:client-scripts'
import { usePageContext } from 'vike-react/usePageContext'
import { findRoute } from '../data/routeLookup'
import { defaultSeo } from '../data/seo'
import { serializeForInlineScript } from '../lib/safeJson'
import { CLIENT_LOADER_SCRIPT } from './clientLoader'
import { buildHead } from './head/buildHead'
import { MANIFEST_PATH } from './hostFileContents'
import { SPECULATION_RULES } from './speculationRules'

// Server only: the head is rendered once, at prerender, and never needs the registry in the browser.
export default function Head() {
  const pageContext = usePageContext()
  const route = pageContext.is404 ? undefined : findRoute(pageContext.urlPathname)
  const head = buildHead(route)
  // A page's own client.ts (its islands, which start the shell first), or the shell alone.
  const script = clientScriptFor(pageContext.pageId ?? '')
  return (
    <>
      <meta name="viewport" content="width=device-width,initial-scale=1" />
      {/* The first frame waits for <main>, so it shows the heading and lead text (the LCP); Chromium only. */}
      <link rel="expect" href="#main-content" blocking="render" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta name="keywords" content={head.keywords} />
      <meta name="robots" content={head.robots} />
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      <meta property="og:type" content={head.og.type} />
      <meta property="og:url" content={head.og.url} />
      <meta property="og:site_name" content={head.og.siteName} />
      <meta property="og:locale" content={head.og.locale} />
      <meta property="og:image" content={head.og.image} />
      <meta property="og:image:width" content={String(head.og.imageWidth)} />
      <meta property="og:image:height" content={String(head.og.imageHeight)} />
      <meta property="og:image:alt" content={head.og.imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.og.image} />
      <meta name="twitter:image:alt" content={head.og.imageAlt} />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={defaultSeo.themeColor.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={defaultSeo.themeColor.dark} />
      <meta name="color-scheme" content="light dark" />
      {/* The ICO for browsers without SVG icons; its `sizes` makes Chromium take the SVG alone instead of both. */}
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href={MANIFEST_PATH} />
      <script
        data-modules={script.modules.join(' ')}
        data-preload={script.preload.length > 0 ? script.preload.join(' ') : undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: one fixed script, admitted by the policy's hash
        dangerouslySetInnerHTML={{ __html: CLIENT_LOADER_SCRIPT }}
      />
      <script
        type="speculationrules"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: one fixed JSON text, admitted by the policy's hash
        dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
      />
      {head.jsonLd.map((block) => (
        <script
          key={String(block['@type'])}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the serializer escapes everything that could close the element
          dangerouslySetInnerHTML={{ __html: serializeForInlineScript(block) }}
        />
      ))}
    </>
  )
}
