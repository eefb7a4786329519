import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { htmlOnlyOutput } from './renderer/htmlOnlyPlugin.ts'
import { seoFiles } from './renderer/seoFilesPlugin.ts'
import { siteImages } from './scripts/images/vitePlugin.ts'

const zodClientStub = fileURLToPath(new URL('./lib/zodClientStub.ts', import.meta.url))
// react-router's package exports point every bundler condition at its development build (extra checks and
// warnings); the browser gets the production build it also ships.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
)

const schemasDir = fileURLToPath(new URL('./data/schemas/', import.meta.url))
const EXPORTED_NAME = /^export\s+(?:const|function|class)\s+(\w+)/gm

/**
 * Data is validated at build time, so the browser bundle gets an inert zod (see lib/zodClientStub.ts), and every
 * module under data/schemas/ becomes the same stand-in under its own export names: the data modules that
 * islands import still evaluate, without shipping the schema definitions.
 */
function zodOnlyOnServer(): Plugin {
  return {
    name: 'zod-only-on-server',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]data[\\/]schemas[\\/]/ },
      handler(code, id) {
        if (this.environment.config.consumer !== 'client' || !id.startsWith(schemasDir)) return null
        const names = [...code.matchAll(EXPORTED_NAME)].map((match) => match[1])
        const exports = names.map((name) => `export const ${name} = z`).join('\n')
        return { code: `import { z } from ${JSON.stringify(zodClientStub)}\n${exports}\n`, map: null }
      },
    },
    resolveId(source, importer) {
      if (source !== 'zod' || this.environment.config.consumer !== 'client' || importer === zodClientStub) return null
      return zodClientStub
    },
  }
}

/** The browser gets react-router's production build (see reactRouterProduction). */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    enforce: 'pre',
    resolveId(source) {
      if (source !== 'react-router' || this.environment.config.consumer !== 'client') return null
      return reactRouterProduction
    },
  }
}

export default defineConfig({
  // Build settings inlined into both bundles, so the prerendered HTML and the hydrated page agree (lib/env.ts).
  // OUT_DIR lets several builds live side by side (parallel work, benchmarks); the default is dist/.
  build: { outDir: process.env.OUT_DIR || 'dist', sourcemap: Boolean(process.env.SOURCEMAP) },
  define: {
    __BUILD_SETTINGS__: JSON.stringify({
      SITE_URL: process.env.SITE_URL ?? '',
      // Optional third-party tags (data/site.ts integrations); unset, nothing loads and nothing is contacted.
      TRACKING_TAG_URL: process.env.TRACKING_TAG_URL ?? '',
      TRACKING_BEACON_ORIGINS: process.env.TRACKING_BEACON_ORIGINS ?? '',
      REVIEWS_WIDGET_URL: process.env.REVIEWS_WIDGET_URL ?? '',
      // Synthetic catalogue games for `npm run bench:build` (data/syntheticGames.ts); empty in real builds.
      BENCH_SYNTHETIC_GAMES: process.env.BENCH_SYNTHETIC_GAMES ?? '',
    }),
    // Whether any third-party tag is configured: without one, the browser build drops the consent banner's
    // module entirely instead of emitting a chunk that no page loads (components/consent/loadTagsWithConsent.ts).
    __THIRD_PARTY_TAGS__: JSON.stringify(
      Boolean(process.env.TRACKING_TAG_URL?.trim() || process.env.REVIEWS_WIDGET_URL?.trim()),
    ),
    // The admin sign-in: an email and a PBKDF2 hash (never a password), see README "Admin area". A separate
    // constant, read only by lib/adminCredentials.ts, so it lands in the admin bundle alone.
    __ADMIN_SETTINGS__: JSON.stringify({
      ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? '',
      ADMIN_PASSWORD_HASH: process.env.ADMIN_PASSWORD_HASH ?? '',
    }),
  },
  plugins: [
    zodOnlyOnServer(),
    reactRouterProductionBuild(),
    // styled-jsx needs its Babel transform, which plugin-react runs on our own .tsx files.
    react({ include: /\.tsx$/, exclude: /node_modules/, babel: { plugins: ['styled-jsx/babel'] } }),
    vike(),
    htmlOnlyOutput(),
    seoFiles(),
    siteImages(),
  ],
})
