import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { transform } from 'lightningcss'
import { describe, expect, it } from 'vitest'
import { listFiles } from '../../scripts/fileList'
import { BROWSER_TARGETS } from '../../vite/browserTargets'

const root = join(process.env.OUT_DIR || 'dist', 'client')

const LIGHTNING_BROWSER: Record<string, string> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios: 'ios_saf',
}

/** Vite's target names ("safari16.4") as Lightning CSS's version numbers (major << 16 | minor << 8). */
function lightningTargets(targets: readonly string[]): Record<string, number> {
  const result: Record<string, number> = {}
  for (const target of targets) {
    const match = /^([a-z]+)(\d+)(?:\.(\d+))?$/.exec(target)
    const browser = match && LIGHTNING_BROWSER[match[1] as string]
    if (!match || !browser) throw new Error(`Unknown browser target "${target}"`)
    result[browser] = (Number(match[2]) << 16) | (Number(match[3] ?? 0) << 8)
  }
  return result
}

/** The vendor-prefixed properties and selectors Lightning CSS writes for `css` that `css` does not have. */
function missingPrefixes(css: string): string[] {
  const targets = lightningTargets(BROWSER_TARGETS)
  const output = transform({ filename: 'component.css', code: Buffer.from(css), minify: true, targets }).code.toString()
  const prefixed = new Set(output.match(/-(?:webkit|moz|ms)-[a-z-]+/g) ?? [])
  return [...prefixed].filter((name) => !css.includes(name))
}

describe('component styles in the built pages', () => {
  it('know the browser targets', () => {
    // The check can fail: unprefixed CSS that the oldest Safari target needs a prefix for is reported.
    expect(missingPrefixes('.a{user-select:none;backdrop-filter:blur(2px)}')).toEqual([
      '-webkit-user-select',
      '-webkit-backdrop-filter',
    ])
  })

  it("need no vendor prefix the build's browser targets would add (styled-jsx adds none)", async () => {
    const pages = (await listFiles(root)).filter((file) => file.endsWith('.html'))
    expect(pages.length).toBeGreaterThanOrEqual(30)
    const problems = new Map<string, string>() // the problem, and the first page that shows it
    for (const page of pages) {
      const html = await readFile(join(root, page), 'utf8')
      for (const [, id, css] of html.matchAll(/<style id="(__jsx-\d+)">([\s\S]*?)<\/style>/g)) {
        for (const name of missingPrefixes(css as string)) {
          const problem = `${id}: needs ${name}`
          if (!problems.has(problem)) problems.set(problem, page)
        }
      }
    }
    expect([...problems].map(([problem, page]) => `${problem} (first on ${page})`)).toEqual([])
  })
})
