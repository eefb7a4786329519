import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

// CONTRIBUTING.md: code points one way, pages → renderer → components → data → lib. The build's tools (scripts/,
// vite/ and the configuration files at the root) sit above all of them: they may import any layer, no layer
// imports them. A module imports its own layer or one below it.
const LAYERS = ['lib', 'data', 'components', 'renderer', 'pages'] as const
const TOOLS = Number.POSITIVE_INFINITY

/** A file's rank: the index of its layer, or TOOLS for the build's tools; undefined outside the source tree. */
function rankOf(file: string): number | undefined {
  const top = file.split('/')[0] ?? ''
  const layer = LAYERS.indexOf(top as (typeof LAYERS)[number])
  if (layer >= 0) return layer
  if (top === 'scripts' || top === 'vite' || !file.includes('/')) return TOOLS
  return undefined
}

/** Relative imports of a module, static and dynamic, type-only ones included: each ties the layers together. */
function relativeImports(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s+['"](\.[^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
    ...source.matchAll(/\bimport\(['"](\.[^'"]+)['"]\)\./g),
  ]
  return [...new Set(specifiers.map((match) => match[1] as string))]
}

const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith('tests/') && !file.endsWith('.d.ts'))

describe('layers', () => {
  it('finds the source files of every layer', () => {
    for (const layer of LAYERS)
      expect(
        sources.some((file) => file.startsWith(`${layer}/`)),
        layer,
      ).toBe(true)
  })

  it('every import points down, or stays in its layer', () => {
    const backwards: string[] = []
    for (const file of sources) {
      const from = rankOf(file)
      if (from === undefined) continue
      for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
        const target = normalize(join(dirname(file), specifier))
        const to = rankOf(target)
        if (to !== undefined && to > from) backwards.push(`${file} imports ${target}`)
      }
    }
    expect(backwards).toEqual([])
  })

  it('notices an import that points back', () => {
    expect(
      relativeImports("import { x } from '../../scripts/headers/policy'\nimport type { Y } from '../pages/z'"),
    ).toEqual(['../../scripts/headers/policy', '../pages/z'])
    expect(rankOf('renderer/a.ts')).toBeLessThan(rankOf('scripts/headers/policy.ts') as number)
  })
})
