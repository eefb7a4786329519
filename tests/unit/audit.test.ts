import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { routeList } from '../../data/routes'
import { readLatestReport, updateReadme, writeReports } from '../../scripts/audit/files'
import {
  type AuditReport,
  formatMarkdown,
  formatText,
  markdownTable,
  README_END,
  README_START,
  replaceMarkedSection,
  textTable,
  withCheck,
} from '../../scripts/audit/format'
import { type AuditRow, type AuditTarget, type LhrLike, medianRow, summarizeLhr } from '../../scripts/audit/summary'
import { auditTargets, checkTargets, NOT_FOUND_PATH, selectTargets } from '../../scripts/audit/targets'

const PAGE: AuditTarget = { label: '/faq', path: '/faq', indexable: true, status: 200 }
const ADMIN: AuditTarget = { label: '/admin', path: '/admin', indexable: false, status: 200 }
const NOT_FOUND: AuditTarget = { label: '404', path: NOT_FOUND_PATH, indexable: false, status: 404 }

interface FakeOptions {
  url?: string
  scores?: Partial<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>>
  lcpMs?: number
  cls?: number
  tbtMs?: number
  scriptBytes?: number
  benchmark?: number
  failing?: Array<{ category: string; id: string; weight?: number; details?: unknown }>
}

const node = (selector: string, snippet: string, extra: Record<string, string> = {}) => ({
  type: 'node',
  selector,
  snippet,
  nodeLabel: selector,
  ...extra,
})

/** A Lighthouse result with the shape of a real 12.x LHR, cut down to what the summary reads. */
function fakeLhr(options: FakeOptions = {}): LhrLike {
  const url = options.url ?? 'http://127.0.0.1:4433/faq'
  const scores = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1, ...options.scores }
  const audits: LhrLike['audits'] = {
    'first-contentful-paint': {
      id: 'first-contentful-paint',
      title: 'FCP',
      score: 1,
      scoreDisplayMode: 'numeric',
      numericValue: 900,
    },
    'largest-contentful-paint': {
      id: 'largest-contentful-paint',
      title: 'LCP',
      score: 1,
      scoreDisplayMode: 'numeric',
      numericValue: options.lcpMs ?? 1200.4,
    },
    'cumulative-layout-shift': {
      id: 'cumulative-layout-shift',
      title: 'CLS',
      score: 1,
      scoreDisplayMode: 'numeric',
      numericValue: options.cls ?? 0,
    },
    'total-blocking-time': {
      id: 'total-blocking-time',
      title: 'TBT',
      score: 1,
      scoreDisplayMode: 'numeric',
      numericValue: options.tbtMs ?? 30,
    },
    'speed-index': { id: 'speed-index', title: 'SI', score: 1, scoreDisplayMode: 'numeric', numericValue: 1100 },
    'resource-summary': {
      id: 'resource-summary',
      title: 'Keep request counts low',
      score: null,
      scoreDisplayMode: 'informative',
      details: {
        type: 'table',
        items: [
          { resourceType: 'total', requestCount: 12, transferSize: 60_000 },
          { resourceType: 'script', requestCount: 8, transferSize: options.scriptBytes ?? 40_960 },
          { resourceType: 'document', requestCount: 1, transferSize: 9_216 },
          { resourceType: 'image', requestCount: 2, transferSize: 16_384 },
          { resourceType: 'stylesheet', requestCount: 1, transferSize: 1_400 },
        ],
      },
    },
    'largest-contentful-paint-element': {
      id: 'largest-contentful-paint-element',
      title: 'Largest Contentful Paint element',
      score: 0,
      scoreDisplayMode: 'metricSavings',
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            items: [{ node: { ...node('main > header > p', '<p class="lead">'), nodeLabel: 'Straight answers' } }],
          },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 550.4 },
              { phase: 'Render Delay', timing: 650 },
            ],
          },
        ],
      },
    },
    'layout-shifts': {
      id: 'layout-shifts',
      title: 'Avoid large layout shifts',
      score: options.cls ? 0 : null,
      scoreDisplayMode: options.cls ? 'metricSavings' : 'notApplicable',
      details: {
        type: 'table',
        items: options.cls
          ? [
              {
                node: { ...node('header > div.actions', '<div class="actions">'), nodeLabel: 'Switch to light theme' },
                score: options.cls,
                subItems: {
                  type: 'subitems',
                  items: [{ extra: { type: 'url', value: '/font.woff2' }, cause: 'Web font' }],
                },
              },
            ]
          : [],
      },
    },
    'render-blocking-resources': {
      id: 'render-blocking-resources',
      title: 'Eliminate render-blocking resources',
      score: 0.5,
      scoreDisplayMode: 'metricSavings',
      displayValue: 'Est savings of 0 ms',
      details: { type: 'opportunity', items: [{ url: 'http://127.0.0.1:4433/assets/global.css', wastedMs: 226 }] },
    },
    'render-blocking-insight': {
      id: 'render-blocking-insight',
      title: 'Render blocking requests',
      score: 0.5,
      scoreDisplayMode: 'metricSavings',
    },
    'document-title': { id: 'document-title', title: 'Document has a title', score: 1, scoreDisplayMode: 'binary' },
    'html-has-lang': { id: 'html-has-lang', title: 'html has lang', score: null, scoreDisplayMode: 'notApplicable' },
    'js-libraries': { id: 'js-libraries', title: 'Detected libraries', score: null, scoreDisplayMode: 'informative' },
  }
  const refs: Record<string, Array<{ id: string; weight: number; group?: string }>> = {
    performance: [
      { id: 'first-contentful-paint', weight: 10, group: 'metrics' },
      { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
      { id: 'total-blocking-time', weight: 30, group: 'metrics' },
      { id: 'cumulative-layout-shift', weight: 25, group: 'metrics' },
      { id: 'speed-index', weight: 10, group: 'metrics' },
      { id: 'render-blocking-insight', weight: 0, group: 'hidden' },
      { id: 'render-blocking-resources', weight: 0, group: 'diagnostics' },
      { id: 'largest-contentful-paint-element', weight: 0, group: 'diagnostics' },
    ],
    accessibility: [
      { id: 'html-has-lang', weight: 7 },
      { id: 'document-title', weight: 7 },
    ],
    'best-practices': [{ id: 'js-libraries', weight: 0 }],
    seo: [{ id: 'document-title', weight: 1 }],
  }
  for (const failing of options.failing ?? []) {
    audits[failing.id] = {
      id: failing.id,
      title: `${failing.id} title`,
      score: 0,
      scoreDisplayMode: 'binary',
      details: failing.details ?? { type: 'table', items: [] },
    }
    refs[failing.category]?.push({ id: failing.id, weight: failing.weight ?? 1 })
  }
  return {
    lighthouseVersion: '12.8.2',
    finalDisplayedUrl: url,
    runWarnings: [],
    environment: { hostUserAgent: 'HeadlessChrome/156.0.0.0', benchmarkIndex: options.benchmark ?? 1000 },
    categories: Object.fromEntries(
      Object.entries(refs).map(([id, auditRefs]) => [id, { id, score: scores[id as keyof typeof scores], auditRefs }]),
    ),
    audits,
  }
}

const contrast = {
  category: 'accessibility',
  id: 'color-contrast',
  weight: 7,
  details: {
    type: 'table',
    items: [
      {
        node: node('footer > p.muted', '<p class="muted">', {
          nodeLabel: '© Tarang Cloud',
          explanation: 'Element has insufficient color contrast of 3.9 (foreground color: #8a8a8a)',
        }),
      },
    ],
  },
}

const noindex = {
  category: 'seo',
  id: 'is-crawlable',
  weight: 4,
  details: {
    type: 'table',
    items: [{ source: node('head > meta', '<meta name="robots" content="noindex, nofollow">') }],
  },
}

describe('summarizeLhr', () => {
  it('turns a Lighthouse result into one row of scores, metrics and transfer sizes', () => {
    const row = summarizeLhr(
      fakeLhr({ scores: { performance: 0.976, accessibility: 0.93 }, failing: [contrast] }),
      PAGE,
    )
    expect(row.scores).toEqual({ performance: 98, accessibility: 93, bestPractices: 100, seo: 100 })
    expect(row.metrics).toEqual({ fcpMs: 900, lcpMs: 1200.4, cls: 0, tbtMs: 30, speedIndexMs: 1100 })
    expect(row.bytes).toEqual({
      script: 40_960,
      document: 9_216,
      image: 16_384,
      stylesheet: 1_400,
      font: 0,
      total: 60_000,
    })
    expect(row.requests).toBe(12)
    expect(row.lcpElement).toEqual({
      selector: 'main > header > p',
      snippet: '<p class="lead">',
      label: 'Straight answers',
    })
    expect(row.lcpPhases).toEqual({ TTFB: 550.4, 'Render Delay': 650 })
  })

  it('lists failing audits with their elements, skipping passed, informative and not-applicable ones', () => {
    const row = summarizeLhr(fakeLhr({ failing: [contrast, noindex] }), PAGE)
    expect(row.failing.map((audit) => [audit.category, audit.id, audit.weight])).toEqual([
      ['accessibility', 'color-contrast', 7],
      ['seo', 'is-crawlable', 4],
    ])
    expect(row.failing[0]?.items).toEqual([
      {
        selector: 'footer > p.muted',
        snippet: '<p class="muted">',
        label: '© Tarang Cloud',
        text: 'Element has insufficient color contrast of 3.9 (foreground color: #8a8a8a)',
      },
    ])
    // A label that only repeats the selector is dropped.
    expect(row.failing[1]?.items).toEqual([
      { selector: 'head > meta', snippet: '<meta name="robots" content="noindex, nofollow">' },
    ])
  })

  it('keeps performance diagnostics but not metrics, insight twins or the LCP element', () => {
    const row = summarizeLhr(fakeLhr(), PAGE)
    expect(row.perfDiagnostics.map((audit) => audit.id)).toEqual(['render-blocking-resources'])
    expect(row.perfDiagnostics[0]?.items).toEqual([{ url: 'http://127.0.0.1:4433/assets/global.css' }])
  })

  it('turns a runtime error into an error row with no figures', () => {
    const lhr = { ...fakeLhr(), runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 500' } }
    const row = summarizeLhr(lhr, PAGE)
    expect(row.error).toBe('ERRORED_DOCUMENT_REQUEST: Status code: 500')
    expect(row.scores.performance).toBeNull()
    expect(checkTargets([row]).misses.map((miss) => miss.key)).toEqual(['error'])
  })
})

describe('medianRow', () => {
  it('takes the median of each figure and the lists from the run closest to the median score', () => {
    const runs = [
      summarizeLhr(fakeLhr({ scores: { performance: 0.9 }, lcpMs: 2000, tbtMs: 300 }), PAGE),
      summarizeLhr(fakeLhr({ scores: { performance: 0.99 }, lcpMs: 1000, tbtMs: 10, failing: [contrast] }), PAGE),
      summarizeLhr(fakeLhr({ scores: { performance: 0.95 }, lcpMs: 1400, tbtMs: 500 }), PAGE),
    ]
    const row = medianRow(runs)
    expect(row.runs).toBe(3)
    expect(row.scores.performance).toBe(95)
    expect(row.metrics.lcpMs).toBe(1400)
    expect(row.metrics.tbtMs).toBe(300)
    // The 95 run had no failing audits; the 99 run's contrast failure is not its list.
    expect(row.failing).toEqual([])
  })

  it('leaves out runs that errored, unless every run did', () => {
    const good = summarizeLhr(fakeLhr({ lcpMs: 1300 }), PAGE)
    const bad = summarizeLhr({ ...fakeLhr(), runtimeError: { code: 'X', message: 'y' } }, PAGE)
    expect(medianRow([bad, good]).metrics.lcpMs).toBe(1300)
    expect(medianRow([bad, good]).error).toBeUndefined()
    expect(medianRow([bad, bad]).error).toBe('X: y')
  })
})

describe('checkTargets', () => {
  const row = (options: FakeOptions, target: AuditTarget = PAGE) => summarizeLhr(fakeLhr(options), target)

  it('finds nothing wrong with a page that meets every target', () => {
    expect(checkTargets([row({ lcpMs: 1499, scriptBytes: 100 * 1024 })])).toEqual({ misses: [], excused: [] })
  })

  it('reports each target missed, with the value and the target', () => {
    const misses = checkTargets([
      row({ scores: { performance: 0.97 }, lcpMs: 1500, cls: 0.0004, scriptBytes: 100 * 1024 + 1 }),
    ]).misses
    expect(misses.map((miss) => [miss.key, miss.value, miss.target])).toEqual([
      ['performance', '97', '>= 98'],
      ['cls', '<0.001', '= 0'],
      ['lcp', '1500 ms', '< 1500 ms'],
      ['js', '100.0 kB', '<= 100 kB'],
    ])
    expect(misses.find((miss) => miss.key === 'cls')?.causes).toEqual([
      'header > div.actions <div class="actions"> "Switch to light theme" shift 0.0004; Web font (/font.woff2)',
    ])
    const lcp = misses.find((miss) => miss.key === 'lcp')
    expect(lcp?.causes).toEqual([
      'LCP element: main > header > p <p class="lead"> "Straight answers"',
      'phases: TTFB 550 ms, Render Delay 650 ms',
    ])
  })

  it('explains a low performance score by its metrics and a few URLs per diagnostic', () => {
    const urls = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ url: `http://127.0.0.1:4433/assets/${name}.js` }))
    const bootup = { category: 'performance', id: 'bootup-time', details: { type: 'table', items: urls } }
    const [miss] = checkTargets([row({ scores: { performance: 0.8 }, tbtMs: 640, failing: [bootup] })]).misses
    expect(miss?.causes).toEqual([
      'metrics: FCP 900 ms, LCP 1200 ms, TBT 640 ms, CLS 0.000, Speed Index 1100 ms',
      'render-blocking-resources (Eliminate render-blocking resources: Est savings of 0 ms): http://127.0.0.1:4433/assets/global.css',
      'bootup-time (bootup-time title): http://127.0.0.1:4433/assets/a.js; http://127.0.0.1:4433/assets/b.js; http://127.0.0.1:4433/assets/c.js; and 2 more',
    ])
  })

  it('names the failing audit and element behind a category below 100', () => {
    const [miss] = checkTargets([row({ scores: { accessibility: 0.93 }, failing: [contrast] })]).misses
    expect(miss?.key).toBe('accessibility')
    expect(miss?.causes).toEqual([
      'color-contrast (color-contrast title): footer > p.muted <p class="muted"> "© Tarang Cloud" Element has insufficient color contrast of 3.9 (foreground color: #8a8a8a)',
    ])
  })

  it('excuses noindex on a page that must not be indexed, but not on an indexable one', () => {
    const onAdmin = checkTargets([row({ scores: { seo: 0.69 }, failing: [noindex] }, ADMIN)])
    expect(onAdmin.misses).toEqual([])
    expect(onAdmin.excused.map((excused) => [excused.label, excused.auditId])).toEqual([['/admin', 'is-crawlable']])
    const onFaq = checkTargets([row({ scores: { seo: 0.69 }, failing: [noindex] })])
    expect(onFaq.misses.map((miss) => [miss.key, miss.value])).toEqual([['seo', '69']])
  })

  it("excuses the 404 page's own status, and nothing else it logs", () => {
    const url = `http://127.0.0.1:4433${NOT_FOUND_PATH}`
    const console404 = (itemUrl: string) => ({
      category: 'best-practices',
      id: 'errors-in-console',
      details: {
        type: 'table',
        items: [{ description: 'Failed to load resource: 404', sourceLocation: { url: itemUrl } }],
      },
    })
    const status = { category: 'seo', id: 'http-status-code' }
    const own = row(
      { url, scores: { 'best-practices': 0.96, seo: 0.58 }, failing: [console404(url), noindex, status] },
      NOT_FOUND,
    )
    expect(checkTargets([own]).misses).toEqual([])
    expect(checkTargets([own]).excused.map((excused) => excused.auditId)).toEqual([
      'errors-in-console',
      'is-crawlable',
      'http-status-code',
    ])
    const other = row({ url, scores: { 'best-practices': 0.96 }, failing: [console404(`${url}.js`)] }, NOT_FOUND)
    expect(checkTargets([other]).misses.map((miss) => miss.key)).toEqual(['bestPractices'])
  })

  it('counts a weighted failure even when the rounded score still reads 100', () => {
    const misses = checkTargets([
      row({ scores: { seo: 0.996 }, failing: [{ category: 'seo', id: 'link-text' }] }),
    ]).misses
    expect(misses.map((miss) => [miss.key, miss.value])).toEqual([['seo', '100']])
  })
})

describe('audit targets', () => {
  it('covers every registered route once, then the 404 page', () => {
    const all = auditTargets(routeList)
    expect(all.map((target) => target.path)).toEqual([...routeList.map((route) => route.path), NOT_FOUND_PATH])
    expect(all.at(-1)).toEqual({ label: '404', path: NOT_FOUND_PATH, indexable: false, status: 404 })
    expect(all.find((target) => target.path === '/admin/')?.indexable).toBe(false)
  })

  it('selects by path or 404, tolerating a trailing slash, and rejects unknown names', () => {
    const all = auditTargets(routeList)
    expect(selectTargets(all, ['/faq/', '404', '/', '/status']).map((target) => target.label)).toEqual([
      '/faq/',
      '404',
      '/',
      '/status/',
    ])
    expect(selectTargets(all, undefined)).toHaveLength(all.length)
    expect(() => selectTargets(all, ['/nope'])).toThrow("'/nope' is not a registered route")
  })
})

function report(rows: AuditRow[]): AuditReport {
  return withCheck({
    generatedAt: '2026-11-22T19:27:39.020Z',
    lighthouseVersion: '12.8.2',
    browser: 'HeadlessChrome/156.0.0.0',
    settings: 'mobile, simulated throttling',
    runsPerRoute: 1,
    theme: 'dark (site default, none stored)',
    compression: 'br',
    durationMs: 125_000,
    rows,
  })
}

const sampleRows = () => [
  summarizeLhr(
    fakeLhr({ url: 'http://127.0.0.1:4433/', scores: { performance: 0.62 }, scriptBytes: 125_000, benchmark: 700 }),
    {
      ...PAGE,
      label: '/',
      path: '/',
    },
  ),
  summarizeLhr(fakeLhr({ scores: { seo: 0.69 }, failing: [noindex] }), ADMIN),
]

describe('tables', () => {
  it('aligns every column of the text table and marks misses and excused scores', () => {
    const rendered = report(sampleRows())
    const lines = textTable(rendered.rows, rendered.check)
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^Route +Perf +A11y +BP +SEO +LCP ms +CLS +TBT ms +JS kB +HTML kB +Img kB$/)
    // Right-aligned numbers: each column ends where its heading ends.
    for (const heading of ['SEO', 'HTML kB', 'Img kB']) {
      const end = (lines[0] as string).indexOf(heading) + heading.length
      for (const line of lines.slice(1)) expect(line[end - 1]).toMatch(/[0-9*✗]/)
      for (const line of lines.slice(1)) expect(line[end] ?? ' ').toBe(' ')
    }
    expect(lines[1]).toMatch(/^\/ +62 ✗ +100 +100 +100 +1200 +0\.000 +30 +122\.1 ✗ +9\.0 +16\.0$/)
    expect(lines[2]).toMatch(/^\/admin +100 +100 +100 +69\* /)
  })

  it('renders a Markdown table with right-aligned number columns', () => {
    const rendered = report(sampleRows())
    const [header, rule, first] = markdownTable(rendered.rows, rendered.check)
    expect(header?.startsWith('| Route')).toBe(true)
    expect(rule).toMatch(/^\| -+ \| -+: \| -+: \|/)
    expect(first?.split('|')).toHaveLength(13)
    expect(first).toContain('62 ✗')
  })

  it('prints every miss with its cause and lists the expected failures', () => {
    const text = formatText(report(sampleRows()))
    expect(text).toContain('1 run per route; 2 pages in 2 min 05 s; CPU benchmark 700-1000 (')
    expect(text).toContain('  /  performance 62 (target >= 98)')
    expect(text).toContain('      render-blocking-resources (Eliminate render-blocking resources: Est savings of 0 ms)')
    expect(text).toContain('/admin: SEO is-crawlable, noindex on purpose')
    expect(text).toContain('JavaScript at most 100 kB compressed: missed on 1 of 2 (/).')
    // The 700 run is under Lighthouse's slow-host line, the 1000 run exactly on it.
    expect(text).toContain('2 of 2 pages ran with a CPU benchmark at or under 1000')
    const fast = formatText(report([summarizeLhr(fakeLhr({ benchmark: 1500 }), PAGE)]))
    expect(fast).not.toContain('CPU benchmark at or under')
    expect(formatMarkdown(report(sampleRows()))).toContain('- **/** JS 122.1 kB (target <= 100 kB)')
  })
})

describe('README audit section', () => {
  const readme = '# Site\n\n```sh\nnpm install && npm start\n```\n\nText.\n'

  it('replaces only what lies between the markers', () => {
    const marked = `${readme}\n## Performance audit\n\n${README_START}\nold table\n${README_END}\n\nAfter.\n`
    const updated = replaceMarkedSection(marked, 'new table')
    expect(updated).toBe(`${readme}\n## Performance audit\n\n${README_START}\nnew table\n${README_END}\n\nAfter.\n`)
    expect(replaceMarkedSection(updated, 'new table')).toBe(updated)
  })

  it('appends a Performance audit section when the markers are missing, leaving the top untouched', () => {
    const updated = replaceMarkedSection(readme, 'table')
    expect(updated.startsWith(readme.trimEnd())).toBe(true)
    expect(updated).toContain(`## Performance audit\n\n`)
    expect(updated.endsWith(`${README_START}\ntable\n${README_END}\n`)).toBe(true)
  })

  it('refuses a README with only one marker', () => {
    expect(() => replaceMarkedSection(`${readme}${README_START}\n`, 'table')).toThrow('found only one of')
  })
})

describe('report files', () => {
  const roots: string[] = []
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  })

  it('writes the reports and puts the latest table into the README', async () => {
    const root = mkdtempSync(join(tmpdir(), 'audit-'))
    roots.push(root)
    mkdirSync(join(root, 'reports'))
    writeFileSync(join(root, 'README.md'), `# Site\n\n${README_START}\n${README_END}\n`)
    const written = await writeReports(root, report(sampleRows()))
    expect(written.map((path) => path.slice(root.length))).toEqual([
      '/reports/lighthouse/2026-11-22T19-27-39Z.json',
      '/reports/lighthouse/latest.json',
      '/reports/lighthouse/latest.md',
    ])
    const latest = await readLatestReport(root)
    expect(latest.check.misses.map((miss) => [miss.label, miss.key])).toEqual([
      ['/', 'performance'],
      ['/', 'js'],
    ])
    expect(await updateReadme(root, latest)).toBe(true)
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('| /      | 62 ✗ |  100 |')
    expect(await updateReadme(root, latest)).toBe(false)
  })
})
