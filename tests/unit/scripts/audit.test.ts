import { describe, expect, it } from 'vitest'
import { routeList } from '../../../data/routes'
import {
  ASSERTIONS,
  auditRow,
  auditTargets,
  collectConfigs,
  formatTable,
  type LhrLike,
  NOT_FOUND_PATH,
  representativeRuns,
  selectTargets,
} from '../../../scripts/audit'

/** A Lighthouse result cut down to what the table reads. */
function lhr(scores: Partial<Record<string, number>> = {}, failing: string[] = []): LhrLike {
  const categories = Object.fromEntries(
    ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [
      id,
      { score: scores[id] ?? 1, auditRefs: failing.map((audit) => ({ id: audit, weight: 1 })) },
    ]),
  )
  const audits: LhrLike['audits'] = {
    'largest-contentful-paint': { title: 'LCP', score: 1, numericValue: 1130.4 },
    'first-contentful-paint': { title: 'FCP', score: 1, numericValue: 965 },
    'total-blocking-time': { title: 'TBT', score: 1, numericValue: 0 },
    'cumulative-layout-shift': { title: 'CLS', score: 1, numericValue: 0 },
  }
  for (const audit of failing) audits[audit] = { title: 'Contrast', score: 0 }
  return { lighthouseVersion: '12.6.1', categories, audits }
}

describe('what is audited', () => {
  const all = auditTargets(routeList)

  it('is every registered route in registry order, then the 404 page', () => {
    expect(all.map((target) => target.path)).toEqual([...routeList.map((route) => route.path), NOT_FOUND_PATH])
    expect(all.at(-1)).toEqual({ label: '404', path: NOT_FOUND_PATH, kind: '404' })
    expect(all.find((target) => target.path === '/admin/')?.kind).toBe('noindex')
  })

  it('--routes picks pages in either URL form and rejects unknown ones', () => {
    expect(selectTargets(all, ['/faq', '404']).map((target) => target.label)).toEqual(['/faq/', '404'])
    expect(() => selectTargets(all, ['/nope'])).toThrow("--routes: '/nope' is not a registered route")
  })

  it('skips only the audits that fail by design: is-crawlable on noindex pages, the status on the 404 page', () => {
    const configs = collectConfigs(selectTargets(all, ['/', '/admin/', '404']), 'http://127.0.0.1:9', 3, '--x')
    expect(configs.map(({ ci }) => [ci.collect.url, ci.collect.additive, ci.collect.settings])).toEqual([
      [['http://127.0.0.1:9/'], false, { chromeFlags: '--x' }],
      [['http://127.0.0.1:9/admin/'], true, { chromeFlags: '--x', skipAudits: ['is-crawlable'] }],
      [
        [`http://127.0.0.1:9${NOT_FOUND_PATH}`],
        true,
        {
          chromeFlags: '--x',
          ignoreStatusCode: true,
          skipAudits: ['is-crawlable', 'http-status-code', 'errors-in-console'],
        },
      ],
    ])
    expect(configs.every(({ ci }) => ci.collect.numberOfRuns === 3)).toBe(true)
  })

  it('asserts every category at 100, LCP at most 1.2 s, no blocking time and no layout shift, on the median run', () => {
    expect(ASSERTIONS).toMatchObject({
      'categories:performance': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
      'categories:seo': ['error', { minScore: 1 }],
      'largest-contentful-paint': ['error', { maxNumericValue: 1200 }],
      'total-blocking-time': ['error', { maxNumericValue: 0 }],
      'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
    })
  })
})

describe('the table', () => {
  it('reads the median run of each page from the manifest, in the order audited', () => {
    const targets = selectTargets(auditTargets(routeList), ['/faq/', '/'])
    const manifest = [
      { url: 'http://127.0.0.1:9/', isRepresentativeRun: true, jsonPath: 'home.json' },
      { url: 'http://127.0.0.1:9/faq/', isRepresentativeRun: false, jsonPath: 'faq-1.json' },
      { url: 'http://127.0.0.1:9/faq/', isRepresentativeRun: true, jsonPath: 'faq-2.json' },
    ]
    expect(representativeRuns(manifest, targets).map((run) => run.jsonPath)).toEqual(['faq-2.json', 'home.json'])
  })

  it('prints the figures of every page and names the audits that cost points', () => {
    const rows = [auditRow('/faq/', lhr()), auditRow('/', lhr({ accessibility: 0.96 }, ['color-contrast']))]
    expect(formatTable(rows)).toEqual([
      'Page   Perf  LCP ms  FCP ms  TBT ms    CLS  A11y   BP  SEO',
      '/faq/   100    1130     965       0  0.000   100  100  100',
      '/       100    1130     965       0  0.000    96  100  100',
    ])
    expect(rows.flatMap((row) => row.failing)).toEqual(['/: accessibility color-contrast (Contrast)'])
    expect(formatTable(rows, true).slice(0, 2)).toEqual([
      '| Page  | Perf | LCP ms | FCP ms | TBT ms |   CLS | A11y |  BP | SEO |',
      '| ----- | ---: | -----: | -----: | -----: | ----: | ---: | --: | --: |',
    ])
  })
})
