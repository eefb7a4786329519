import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rules, runCheckData } from '../../../scripts/check-data'
import type { DataSnapshot } from '../../../scripts/checks/data/snapshot'
import { plan, planLine } from '../../fixtures/data/snapshot'

const ROOT = join(import.meta.dirname, '../../..')

/** A tiny snapshot with one warning: the copyright year has two readings. */
function withWarning(): DataSnapshot {
  return {
    siteUrlSetting: null,
    adminSignIn: { email: 'owner@tarangcloud.in', passwordHash: 'pbkdf2-sha256$600000$c2FsdA==$AAAA' },
    site: {
      defaultTheme: { pages: 'dark', themeMechanism: 'dark' },
      copyrightYear: { footer: 2025, mobileMenu: 2024 },
    },
    routes: [],
    pagePatterns: [],
    seoPaths: [],
    linkTargets: [],
    planLines: [
      planLine('webHosting', 'Web hosting', '/servers/web-hosting/', [plan('webHostingPlans', 0, 'Pro', 99)]),
    ],
    webHostingOffer: { lowPrice: 99, highPrice: 99, offerCount: 1 },
    games: [],
    claims: [],
    simulatedFigures: {},
    images: [],
    publicFiles: [],
  }
}

async function cli(args: string[], snapshot = withWarning()) {
  const out: string[] = []
  const status = await runCheckData(
    args,
    { out: (line) => out.push(line), err: (line) => out.push(line) },
    { snapshot },
  )
  return { status, out: out.join('\n') }
}

describe('check-data', () => {
  it('exits 0 on warnings only, 1 with --strict', async () => {
    expect(await cli(['--summary'])).toEqual({ status: 0, out: 'data: 0 errors, 1 warning' })
    const strict = await cli(['--summary', '--strict'])
    expect(strict.status).toBe(1)
    expect(strict.out.split('\n').at(-1)).toBe('data: 1 error, 0 warnings (--strict: warnings count as errors)')
  })

  it('exits 1 on an error', async () => {
    const snapshot = withWarning()
    snapshot.publicFiles = []
    snapshot.images = [{ module: 'data/games.ts', field: 'games[0].image', src: '/x.svg', altField: null, alt: null }]
    const result = await cli([], snapshot)
    expect(result.status).toBe(1)
    expect(result.out.split('\n').at(-1)).toBe('data: 1 error, 1 warning')
  })

  it('writes a machine-readable report with --json', async () => {
    const report = JSON.parse((await cli(['--json'])).out)
    expect(report.ok).toBe(true)
    expect(report.summary).toEqual({ errors: 0, warnings: 1, line: 'data: 0 errors, 1 warning' })
    expect(report.findings).toEqual([
      expect.objectContaining({
        ruleId: 'site.conflicting-readings',
        module: 'data/site.ts',
        field: 'site.copyrightYear.footer, site.copyrightYear.mobileMenu',
      }),
    ])
    expect(report.rules.map((rule: { id: string }) => rule.id)).toEqual(rules.map((rule) => rule.id))
  })

  it('says so when nothing is wrong, and explains itself with --help and --list-rules', async () => {
    const clean = withWarning()
    clean.site.copyrightYear.mobileMenu = 2025
    expect(await cli([], clean)).toEqual({
      status: 0,
      out: 'No problems found in the data.\n\ndata: 0 errors, 0 warnings',
    })
    expect((await cli(['--help'])).out).toMatch(/^Usage: tsx scripts\/check-data\.ts/)
    expect((await cli(['--list-rules'])).out.split('\n')).toHaveLength(rules.length)
    expect((await cli(['--bogus'])).status).toBe(2)
  })

  it('every rule has a unique id, a severity and a description', () => {
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length)
    for (const rule of rules) {
      expect(rule.id).toMatch(/^[a-z]+\.[a-z-]+$/)
      expect(['error', 'warning']).toContain(rule.severity)
      expect(rule.description.length).toBeGreaterThan(20)
    }
  })

  it('fails from the command line when a production SITE_URL meets placeholder details', () => {
    const result = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/check-data.ts', '--summary'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, SITE_URL: 'https://www.tarangcloud.in' },
    })
    expect(result.stdout).toContain('[site.placeholder-details]')
    expect(result.stdout).toMatch(/data: [1-9]\d* errors?, \d+ warnings?\n$/)
    expect(result.status).toBe(1)
  }, 60_000)
})
