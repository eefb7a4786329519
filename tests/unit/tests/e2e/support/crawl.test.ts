import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listSitePaths } from '../../../../../scripts/fileList'
import { type Preview, START_TIMEOUT_MS, startPreview } from '../../../../../scripts/preview'
import { type CrawlReport, crawlSite, formatCrawlFailures } from '../../../../e2e/support/crawl'

const ROOT = join(import.meta.dirname, '../../../../..')
const FIXTURE = join(ROOT, 'tests/fixtures/links/missing-vps')
const ORIGIN = 'https://www.example.com'

const cleanup: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

/** A copy of the fixture site, changed by `edit`. */
function fixtureCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'crawl-'))
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
  cpSync(FIXTURE, dir, { recursive: true })
  edit(dir)
  return dir
}

const addVpsPage = (dir: string) => {
  mkdirSync(join(dir, 'servers/vps'), { recursive: true })
  writeFileSync(
    join(dir, 'servers/vps/index.html'),
    '<!DOCTYPE html><html><head><title>VPS</title></head><body></body></html>',
  )
}

/** Serves `dir` with the Cloudflare Pages emulator and crawls it. */
async function crawl(dir: string): Promise<CrawlReport> {
  const preview: Preview = await startPreview({ dir })
  cleanup.push(() => preview.close())
  return crawlSite({ baseUrl: preview.url, origin: ORIGIN, files: await listSitePaths(dir) })
}

describe('crawling the fixture site through the Cloudflare Pages emulator', () => {
  it(
    'passes when every page exists and every link is in the trailing-slash form',
    async () => {
      const report = await crawl(fixtureCopy(addVpsPage))
      expect(formatCrawlFailures(report.failures)).toEqual([])
      expect(report.pages).toContain('/faq/')
      expect(report.references).toBeGreaterThan(100)
    },
    START_TIMEOUT_MS + 60_000,
  )

  it(
    'fails on a removed page, naming every page and reference that points at it',
    async () => {
      const report = await crawl(fixtureCopy(() => {}))
      const lines = formatCrawlFailures(report.failures)
      expect(lines).toContain('/: "VPS Hosting" -> /servers/vps/ answered 404')
      expect(lines).toContain('/faq/: "VPS" -> /servers/vps/ answered 404')
      expect(lines.every((line) => line.includes('/servers/vps/ answered 404'))).toBe(true)
    },
    START_TIMEOUT_MS + 60_000,
  )

  it(
    'fails on a link in the other URL form, which the host answers with a redirect',
    async () => {
      const dir = fixtureCopy((copy) => {
        addVpsPage(copy)
        const faq = join(copy, 'faq/index.html')
        writeFileSync(faq, readFileSync(faq, 'utf8').replace('<a href="/refund-policy/">', '<a href="/refund-policy">'))
      })
      const report = await crawl(dir)
      expect(formatCrawlFailures(report.failures)).toEqual([
        '/faq/: "Refund policy" -> /refund-policy answered 308 (to /refund-policy/)',
      ])
    },
    START_TIMEOUT_MS + 60_000,
  )
})
