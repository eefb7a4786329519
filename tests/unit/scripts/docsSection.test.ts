import { describe, expect, it } from 'vitest'
import { replaceMarkedSection } from '../../../scripts/docsSection'

describe('replaceMarkedSection', () => {
  it('replaces the named section between its markers and nothing else', () => {
    const doc = [
      '# Performance',
      '<!-- audit:start -->',
      'old table',
      '<!-- audit:end -->',
      '<!-- bench-build:start -->',
      'old figures',
      '<!-- bench-build:end -->',
      'More.',
      '',
    ].join('\n')
    expect(replaceMarkedSection(doc, 'bench-build', '\nnew figures\n')).toBe(doc.replace('old figures', 'new figures'))
    expect(replaceMarkedSection(doc, 'audit', 'new table')).toBe(doc.replace('old table', 'new table'))
  })

  it('fails when a marker is missing or out of order', () => {
    expect(() => replaceMarkedSection('# Performance\n', 'audit', 'x')).toThrow('<!-- audit:start -->')
    expect(() => replaceMarkedSection('<!-- audit:end -->\n<!-- audit:start -->\n', 'audit', 'x')).toThrow('markers')
  })
})
