import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { productLineKeys } from '../../../../../data/schemas/plans'
import { runRules } from '../../../../../scripts/check-data'
import { buildDataSnapshot, vikePagePatterns } from '../../../../../scripts/checks/data/snapshot'

const ROOT = join(import.meta.dirname, '../../../../..')

describe('the data snapshot', () => {
  it('reads Vike page folders: index, @param, _error and +route', async () => {
    const patterns = await vikePagePatterns(join(ROOT, 'pages'))
    expect(patterns).toContain('/')
    expect(patterns).toContain('/games/@slug/')
    expect(patterns).toContain('/admin/**')
    expect(patterns.filter((pattern) => /_error|index|\+/.test(pattern))).toEqual([])
  })

  it('is built from the real data, which has no errors', async () => {
    const snapshot = await buildDataSnapshot()
    expect(runRules(snapshot).filter((finding) => finding.severity === 'error')).toEqual([])
    expect(snapshot.planLines.map((line) => line.key)).toEqual([...productLineKeys])
    for (const module of snapshot.planLines.map((line) => line.module))
      expect(existsSync(join(ROOT, module)), module).toBe(true)
    // Derived lists (mobileNavigation, featuredGames) repeat their source's items; each item is named once.
    expect(snapshot.linkTargets.length).toBeGreaterThan(0)
    expect(snapshot.images.length).toBeGreaterThan(0)
    expect([...snapshot.linkTargets, ...snapshot.images].filter((at) => /^(mobile|featured)/.test(at.field))).toEqual(
      [],
    )
  }, 60_000)
})
