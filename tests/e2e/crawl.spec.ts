import { expect, test } from '@playwright/test'
import { site } from '../../data/site'
import { listSitePaths } from '../../scripts/fileList'
import { crawlSite, crawlSummary, formatCrawlFailures } from './support/crawl'

const siteDir = `${process.env.OUT_DIR || 'dist'}/client`

// No browser: plain requests to the host emulation (scripts/preview.ts), with redirects not followed.
test('every built page and every internal reference on it answers 200 directly, with no redirect', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  const report = await crawlSite({ baseUrl: baseURL ?? '', origin: site.origin, files: await listSitePaths(siteDir) })
  testInfo.annotations.push({ type: 'crawl', description: crawlSummary(report) })
  console.log(crawlSummary(report))
  expect(formatCrawlFailures(report.failures), crawlSummary(report)).toEqual([])
  expect(report.pages.length).toBeGreaterThan(20)
  expect(report.references).toBeGreaterThan(1000)
})
