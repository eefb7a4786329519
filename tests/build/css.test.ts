import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { transform } from 'lightningcss'
import { describe, expect, it } from 'vitest'
import { defaultSiteDir } from '../../scripts/cli'
import { listFiles } from '../../scripts/fileList'
import { BROWSER_TARGETS } from '../../vite/browserTargets'

const root = defaultSiteDir()

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

/** A styled-jsx scope class, as in `.card.jsx-123`. */
const JSX_SCOPE = /jsx-\d+/g

/**
 * The component styles in one built file: a page's `<style id="__jsx-…">` elements, or the CSS strings a script
 * renders styles from (template literals with a scope class; the minifier may join a list of them for a `.split`).
 * Both, as styles a page shows only after an interaction (an empty search, the admin screens) are in no HTML.
 */
function componentStyles(file: string, text: string): string[] {
  if (file.endsWith('.html'))
    return [...text.matchAll(/<style id="__jsx-\d+">([\s\S]*?)<\/style>/g)].map((m) => m[1] as string)
  if (!file.endsWith('.js')) return []
  return [...text.matchAll(/`([^`$]*\.jsx-\d+[^`$]*\{[^`$]*)`(?:\.split\(`([^`]*)`\))?/g)].flatMap(
    ([, css, separator]) => (separator === undefined ? [css as string] : (css as string).split(separator)),
  )
}

describe('component styles in the built site', () => {
  it('know the browser targets', () => {
    // The check can fail: unprefixed CSS that the oldest Safari target needs a prefix for is reported.
    expect(missingPrefixes('.a{user-select:none;backdrop-filter:blur(2px)}')).toEqual([
      '-webkit-user-select',
      '-webkit-backdrop-filter',
    ])
  })

  it("need no vendor prefix the build's browser targets would add (styled-jsx adds none)", async () => {
    const files = await listFiles(root)
    expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThanOrEqual(30)
    const problems = new Map<string, string>() // the problem, and the first file that shows it
    const seen = new Set<string>()
    for (const file of files) {
      const text = await readFile(join(root, file), 'utf8')
      for (const css of componentStyles(file, text)) {
        for (const id of css.match(JSX_SCOPE) ?? []) seen.add(id)
        for (const name of missingPrefixes(css)) {
          const problem = `${css.match(JSX_SCOPE)?.[0] ?? css.slice(0, 40)}: needs ${name}`
          if (!problems.has(problem)) problems.set(problem, file)
        }
      }
    }
    // If the build ever writes its styles differently, this fails instead of checking nothing.
    expect(seen.size, 'component styles found').toBeGreaterThanOrEqual(55)
    expect([...problems].map(([problem, file]) => `${problem} (first in ${file})`)).toEqual([])
  })
})
