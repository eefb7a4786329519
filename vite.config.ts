import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { resolveAdminCredentials } from './components/admin/auth/adminCredentials.ts'
import { readBuildSettings } from './scripts/settings.ts'
import { BROWSER_TARGETS } from './vite/browserTargets.ts'
import { clientScripts } from './vite/clientScripts.ts'
import { devImages } from './vite/devImages.ts'
import { htmlOnlyOutput } from './vite/htmlOnlyOutput.ts'

export default defineConfig(({ command }) => {
  // Every setting checked in one place; `npm run build` reports a bad one before Vike starts, a bare `vike build` here.
  const { settings, problems } = readBuildSettings()
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return {
    build: {
      outDir: settings.outDirPath,
      target: BROWSER_TARGETS,
      sourcemap: settings.sourcemap,
      // No gzip column in Vite's report: it costs build time, and `npm run test:build` measures what pages load.
      reportCompressedSize: false,
      // Compile only the used modules of a side-effect-free barrel: lucide-react's index re-exports ~2,000 icons.
      rolldownOptions: { experimental: { lazyBarrel: true } },
    },
    // Bundled for the prerender too, so it loads the few icons the pages use, not the package's 1.3 MB CommonJS build
    // (in development Node loads it once, where bundling would send each of its 2,000 icon modules through Vite).
    ssr: { noExternal: command === 'build' ? ['lucide-react'] : [] },
    // Build settings inlined into both bundles, so the prerendered HTML and the browser agree (lib/env.ts).
    define: {
      __BUILD_SETTINGS__: JSON.stringify({
        SITE_URL: settings.siteUrl ?? '',
        // Optional third-party tags (data/site.ts integrations); unset, nothing loads and nothing is contacted.
        TRACKING_TAG_URL: settings.trackingTagUrl ?? '',
        TRACKING_BEACON_ORIGINS: settings.trackingBeaconOrigins ?? '',
        REVIEWS_WIDGET_URL: settings.reviewsWidgetUrl ?? '',
      }),
      // Without a third-party tag the browser build drops the consent banner's module instead of an unloaded chunk.
      __THIRD_PARTY_TAGS__: JSON.stringify(Boolean(settings.trackingTagUrl || settings.reviewsWidgetUrl)),
      // The admin sign-in (an email and a PBKDF2 hash), a constant of its own so it lands in the admin bundle alone:
      // the configured pair, or the development one, never both.
      __ADMIN_CREDENTIALS__: JSON.stringify(resolveAdminCredentials(settings)),
    },
    plugins: [
      react(),
      // styled-jsx's Babel transform, only in files with a <style jsx>. No vendor prefixes (about 0.4 kB gzip a page):
      // the build's targets need none for our CSS, which tests/build/css.test.ts checks with Lightning CSS.
      babel({
        presets: [
          {
            preset: () => ({ plugins: [['styled-jsx/babel', { vendorPrefixes: false }]] }),
            rolldown: { filter: { code: '<style jsx' } },
          },
        ],
        sourceMap: settings.sourcemap,
      }),
      vike(),
      clientScripts(),
      htmlOnlyOutput(),
      devImages(),
    ],
  }
})
