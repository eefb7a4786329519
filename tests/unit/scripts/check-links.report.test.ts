import { describe, expect, it } from 'vitest'
import { formatFailures, type LinkReport, reportFailed, summaryLine } from '../../../scripts/check-links'

const at = (page: string, via: string) => ({ page, region: 'body' as const, via, url: '/x' })

const REPORT: LinkReport = {
  dir: 'dist/client',
  origin: 'https://www.example.com',
  pages: ['/', '/faq/'],
  sitemapXml: true,
  robotsTxt: false,
  internalReferences: 1234,
  externalReferences: 1,
  dead: [{ target: '/x', reason: 'no such page or file', references: [at('/', '"X"'), at('/faq/', '"See X"')] }],
  problems: [
    {
      kind: 'new-tab-without-rel',
      target: 'https://other.example/',
      message: 'opens in a new tab without rel="noopener noreferrer"',
      references: [at('/faq/', '"Other"')],
    },
  ],
  external: [{ host: 'other.example', count: 1, urls: [] }],
}

describe('the link report', () => {
  it('sums up in one line, in Indian digit grouping', () => {
    expect(summaryLine(REPORT)).toBe(
      'links: 1 dead of 1,234 internal references on 2 pages; 1 other problem; 1 external reference to 1 host (not fetched)',
    )
  })

  it('names each dead target and problem with the pages and link text that refer to it', () => {
    expect(formatFailures(REPORT)).toEqual([
      'Dead internal links (1):',
      '/x  <- / ("X") and /faq/ ("See X")',
      '',
      'Links opening a new tab without rel="noopener noreferrer" (1):',
      'https://other.example/  <- /faq/ ("Other")  [opens in a new tab without rel="noopener noreferrer"]',
    ])
    expect(reportFailed(REPORT)).toBe(true)
    expect(reportFailed({ ...REPORT, dead: [], problems: [] })).toBe(false)
  })
})
