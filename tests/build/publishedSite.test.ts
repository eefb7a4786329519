/**
 * The built site (OUT_DIR, default dist/) as a host publishes it: its host files, and the link check run over it
 * with a page taken away. Runs after `npm run build` in `npm test`.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathTo } from '../../data/routePaths'
import { site } from '../../data/site'
import { MANIFEST_PATH } from '../../renderer/hostFileContents'
import { checkLinks } from '../../scripts/check-links'
import { defaultSiteDir } from '../../scripts/cli'
import { listSitePaths } from '../../scripts/fileList'

const root = defaultSiteDir()
const copies: string[] = []

beforeAll(() => {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} has no built site: run "npm run build" first.`)
})
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

describe('the published site', () => {
  it('has the host files, and every page links the manifest', async () => {
    const files = await listSitePaths(root)
    expect(files).toEqual(expect.arrayContaining(['/.well-known/security.txt', MANIFEST_PATH, '/_redirects']))
    const pages = files.filter((file) => file.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(20)
    for (const page of pages) {
      expect(readFileSync(join(root, page), 'utf8'), page).toContain(`<link rel="manifest" href="${MANIFEST_PATH}"/>`)
    }
  })

  it('with the VPS overview taken away, the link check reports it with the pages that link to it', async () => {
    const vps = pathTo('vps')
    const dir = mkdtempSync(join(tmpdir(), 'check-links-'))
    copies.push(dir)
    cpSync(root, dir, { recursive: true })
    rmSync(join(dir, vps), { recursive: true })
    const report = await checkLinks({ dir, origin: site.origin })
    const dead = report.dead.find((entry) => entry.target === vps)
    expect(dead, `the missing ${vps} page is reported`).toBeDefined()
    const pages = new Set(dead?.references.map((reference) => reference.page))
    expect(pages.has(pathTo('sitemap'))).toBe(true)
    expect(pages.size).toBeGreaterThan(report.pages.length / 2)
  }, 60_000)
})
