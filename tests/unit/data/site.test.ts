import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteConfigSchema } from '../../../data/schemas/site'
import { site } from '../../../data/site'

function issuesFor(change: (config: typeof site) => typeof site): string[] {
  const result = siteConfigSchema.safeParse(change(structuredClone(site)))
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

type Finding = { ruleId: string; severity: string; module: string; field: string; message: string }

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/**
 * Runs the build's first step (the data check, as scripts/build.ts calls it) with these settings, over data
 * modules imported afresh; its errors and exit status.
 */
async function checkData(env: Record<string, string>): Promise<{ status: number; errors: Finding[] }> {
  for (const [name, value] of Object.entries({ SITE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD_HASH: '', ...env }))
    vi.stubEnv(name, value)
  vi.resetModules()
  const { runCheckData } = await import('../../../scripts/check-data')
  const out: string[] = []
  const status = await runCheckData(['--json'], { out: (line) => out.push(line), err: (line) => out.push(line) })
  const report = JSON.parse(out.join('\n')) as { findings: Finding[] }
  return { status, errors: report.findings.filter((finding) => finding.severity === 'error') }
}

describe('site.origin (SITE_URL)', () => {
  it('accepts an https origin and nothing else', () => {
    for (const origin of ['https://www.example.com', 'https://tarangcloud.in', 'https://www.example.com:8443'])
      expect(
        issuesFor((config) => ({ ...config, origin })),
        origin,
      ).toEqual([])
    for (const origin of [
      'http://www.example.com',
      'https://www.example.com?x=1',
      'https://www.example.com/games',
      'https://www.example.com#top',
      'https://www.example.com/',
      'https://user@www.example.com',
      'https://WWW.example.com',
      'www.example.com',
      'javascript:alert(1)',
    ]) {
      const issues = issuesFor((config) => ({ ...config, origin }))
      expect(issues, origin).toHaveLength(1)
      expect(issues[0], origin).toMatch(/^origin: it.*: expected an https origin such as https:\/\/www\.example\.com/)
    }
  })

  it('fails the build with a clear message for an http:// SITE_URL', async () => {
    const result = await checkData({ SITE_URL: 'http://www.tarangcloud.in' })
    expect(result.status).toBe(1)
    expect(result.errors).toEqual([
      {
        ruleId: 'schema',
        severity: 'error',
        module: 'data/site.ts',
        field: 'site.origin',
        message:
          'it uses http, not https: expected an https origin such as https://www.example.com, with a lower-case host and nothing after it (no path, query, fragment or trailing slash); it comes from SITE_URL when that is set (received the string "http://www.tarangcloud.in")',
      },
    ])
  }, 60_000)
})

describe('site.integrations', () => {
  it('refuses a wildcard beacon origin, which the CSP and the privacy policy would carry', () => {
    const trackingTag = { scriptUrl: 'https://tags.example.net/t.js', beaconOrigins: ['https://*.example.net'] }
    expect(issuesFor((config) => ({ ...config, integrations: { ...config.integrations, trackingTag } }))).toEqual([
      'integrations.trackingTag.beaconOrigins.0: it has the wildcard *, which names no single host: expected an https origin such as https://beacon.example.net',
    ])
  })
})

describe('site.billing', () => {
  it('refuses a billing path without its leading slash, and a cart path with a query', () => {
    expect(
      issuesFor((config) => ({
        ...config,
        billing: { ...config.billing, paths: { ...config.billing.paths, cart: 'cart.php' } },
      })),
    ).toEqual([
      'billing.paths.cart: expected a path on the billing site starting with a single "/", such as /cart.php or /index.php?rp=/login',
    ])
    expect(
      issuesFor((config) => ({
        ...config,
        billing: { ...config.billing, paths: { ...config.billing.paths, login: '//evil.example/login' } },
      })),
    ).toHaveLength(1)
    expect(
      issuesFor((config) => ({
        ...config,
        billing: { ...config.billing, paths: { ...config.billing.paths, cart: '/cart.php?a=add' } },
      })),
    ).toEqual(['billing.paths.cart: expected a path with no query string'])
  })

  it('refuses a billing base URL that is not https or carries a query', () => {
    for (const baseUrl of [
      'http://billing.example.com',
      'https://billing.example.com/',
      'https://billing.example.com?x=1',
    ])
      expect(
        issuesFor((config) => ({ ...config, billing: { ...config.billing, baseUrl } })),
        baseUrl,
      ).toHaveLength(1)
    expect(
      issuesFor((config) => ({ ...config, billing: { ...config.billing, baseUrl: 'https://example.com/billing' } })),
    ).toEqual([])
  })
})

describe('a production build with the development admin sign-in', () => {
  it('fails on the documented development credentials when SITE_URL is a real domain', async () => {
    const result = await checkData({ SITE_URL: 'https://www.tarangcloud.in' })
    expect(result.status).toBe(1)
    const admin = result.errors.filter((finding) => finding.ruleId === 'admin.development-credentials')
    expect(admin.map(({ module, field }) => `${module}: ${field}`)).toEqual([
      'components/admin/auth/adminCredentials.ts: ADMIN_EMAIL, ADMIN_PASSWORD_HASH',
    ])
    expect(admin[0]?.message).toContain(
      'SITE_URL is https://www.tarangcloud.in, so this is a production build, but the admin sign-in is still the development ADMIN_EMAIL and ADMIN_PASSWORD_HASH documented in docs/security.md',
    )
  }, 60_000)

  it('passes the admin check with your own sign-in, and fails on the older development hash too', async () => {
    const own = await checkData({
      SITE_URL: 'https://www.tarangcloud.in',
      ADMIN_EMAIL: 'owner@tarangcloud.in',
      ADMIN_PASSWORD_HASH: 'pbkdf2-sha256$600000$c2FsdHNhbHRzYWx0$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    })
    expect(own.errors.filter((finding) => finding.ruleId === 'admin.development-credentials')).toEqual([])
    const old = await checkData({
      SITE_URL: 'https://www.tarangcloud.in',
      ADMIN_EMAIL: 'owner@tarangcloud.in',
      ADMIN_PASSWORD_HASH: 'pbkdf2-sha256$310000$pVJZVTiNlmokIlJNFSAXTw==$x/No+Wc3ZzFrczQMOI5FxH0yKIZDPvZhlAGzdTN/q9w=',
    })
    expect(old.errors.filter((finding) => finding.ruleId === 'admin.development-credentials')).toHaveLength(1)
  }, 60_000)
})
