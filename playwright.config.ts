import { defineConfig, devices } from '@playwright/test'
import { defaultSiteDir } from './scripts/cli'
import { START_TIMEOUT_MS } from './scripts/preview'

const port = Number(process.env.E2E_PORT ?? 4321)
const siteDir = defaultSiteDir()
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

// Debian's Chromium, never a downloaded browser; the flags keep it quiet on a machine with no outside network.
export const chromiumArgs = (
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking ' +
  '--disable-component-update --disable-sync'
).split(' ')

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core: on 2 cores a third was no faster and pushed an axe scan past the timeout.
  workers: '100%',
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromePath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Cloudflare Pages' own emulator, so the tests see a host's URL rules, 404 and _headers.
    command: `node --import tsx scripts/preview.ts --dir ${JSON.stringify(siteDir)} --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    timeout: START_TIMEOUT_MS,
  },
})
