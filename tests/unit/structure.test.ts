import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join, normalize } from 'node:path'
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

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n')
const sources = tracked.filter((file) => /\.tsx?$/.test(file) && !file.startsWith('tests/') && !file.endsWith('.d.ts'))

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

// CONTRIBUTING.md: a unit test is named after what it tests, at the same path under tests/unit/ (a folder's test
// after the folder), with an optional aspect before ".test" (preview.concurrency.test.ts); browser and build tests
// are named after the behaviour they cover, in camelCase. This file tests the repository as a whole.
/** The source file or folder a unit test names, or undefined when there is none. */
function subjectOf(testFile: string): string | undefined {
  const named = testFile.replace(/^tests\/unit\//, '').replace(/\.test\.tsx?$/, '')
  const candidates = [named, named.replace(/\.[^./]+$/, '')]
  const exists = (path: string) =>
    existsSync(path) || ['.ts', '.tsx', '.json'].some((extension) => existsSync(`${path}${extension}`))
  return candidates.find(exists)
}

describe('test names', () => {
  const tests = tracked.filter((file) => /^tests\/(unit|build|e2e)\/.*\.(test|spec)\.tsx?$/.test(file))

  it('every unit test is named after the source it tests', () => {
    const unit = tests.filter((file) => file.startsWith('tests/unit/') && file !== 'tests/unit/structure.test.ts')
    expect(unit.length).toBeGreaterThan(0)
    expect(unit.filter((file) => subjectOf(file) === undefined)).toEqual([])
  })

  it('browser tests end in .spec.ts and build tests in .test.ts, named in camelCase', () => {
    const misnamed = tests.filter((file) => {
      const name = basename(file)
      if (file.startsWith('tests/e2e/')) return !/^[a-z][A-Za-z0-9]*\.spec\.ts$/.test(name)
      if (file.startsWith('tests/build/')) return !/^[a-z][A-Za-z0-9]*\.test\.ts$/.test(name)
      return false
    })
    expect(misnamed).toEqual([])
  })

  it('notices a unit test named after nothing', () => {
    expect(subjectOf('tests/unit/scripts/preview.concurrency.test.ts')).toBe('scripts/preview')
    expect(subjectOf('tests/unit/components/consent.test.tsx')).toBe('components/consent')
    expect(subjectOf('tests/unit/scripts/preview-concurrency.test.ts')).toBeUndefined()
  })
})
