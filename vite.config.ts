import { fileURLToPath } from 'node:url'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { seoFiles } from './renderer/seoFilesPlugin.ts'
import { siteImages } from './scripts/images/vitePlugin.ts'

const zodClientStub = fileURLToPath(new URL('./lib/zodClientStub.ts', import.meta.url))

/** Data is validated at build time; the browser bundle gets an inert zod (see lib/zodClientStub.ts). */
function zodOnlyOnServer(): Plugin {
  return {
    name: 'zod-only-on-server',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || this.environment.config.consumer !== 'client') return null
      if (importer === zodClientStub) return null
      return zodClientStub
    },
  }
}

export default defineConfig({
  // Build settings inlined into both bundles, so the prerendered HTML and the hydrated page agree (lib/env.ts).
  // OUT_DIR lets several builds live side by side (parallel work, benchmarks); the default is dist/.
  build: { outDir: process.env.OUT_DIR || 'dist', sourcemap: Boolean(process.env.SOURCEMAP) },
  define: {
    __BUILD_SETTINGS__: JSON.stringify({ SITE_URL: process.env.SITE_URL ?? '' }),
    // The admin sign-in: an email and a PBKDF2 hash (never a password), see README "Admin area". A separate
    // constant, read only by lib/adminCredentials.ts, so it lands in the admin bundle alone.
    __ADMIN_SETTINGS__: JSON.stringify({
      ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? '',
      ADMIN_PASSWORD_HASH: process.env.ADMIN_PASSWORD_HASH ?? '',
    }),
  },
  plugins: [
    zodOnlyOnServer(),
    // styled-jsx needs its Babel transform; plugin-react 6 no longer runs Babel, so it runs here first.
    babel({
      include: /\.tsx$/,
      exclude: /node_modules/,
      plugins: ['styled-jsx/babel'],
      parserOpts: { plugins: ['typescript', 'jsx'] },
    }),
    react(),
    vike(),
    seoFiles(),
    siteImages(),
  ],
})
