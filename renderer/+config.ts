import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'
import { DEFAULT_THEME } from '../components/shell/themeToggle'

// Global settings: every page is prerendered to its own HTML file; the browser gets only each page's client.ts.
export default {
  extends: [vikeReact],
  // With Vike's default (one page per core) the thread idles on file writes for a fifth of the prerender.
  prerender: { parallel: 8 },
  // Server routing: every page is prerendered, so the browser never downloads the route table or other pages' code.
  clientRouting: false,
  // HTML-only pages (https://vike.dev/render-modes): renderer/clientLoader.ts loads each page's client.ts.
  clientHooks: false,
  // What renders a whole page is needed on the server only, so no page's client entry bundles it.
  meta: {
    Page: { env: { server: true, client: false } },
    Layout: { env: { server: true, client: false } },
    Loading: { env: { server: true, client: false } },
  },
  lang: 'en-IN',
  // Without JavaScript the page shows the default theme; with it, the inline theme script corrects the class first.
  htmlAttributes: { class: DEFAULT_THEME },
  // The page markup is static, so a single string render is smaller and simpler than streaming.
  stream: false,
  // renderer/+Head.tsx writes the viewport tag, in the same self-closing form as every other void element.
  viewport: null,
  // Page addresses end in a slash, as static hosts serve a prerendered folder; the dev server redirects likewise.
  trailingSlash: true,
} satisfies Config
