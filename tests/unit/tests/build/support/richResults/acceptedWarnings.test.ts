import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { acceptedWarnings } from '../../../../../build/support/richResults/acceptedWarnings'

const DOC = 'docs/content-maintainers.md'

/** The fields the doc's "Rich results" table marks accepted: `Product.sku` from "| `Product.sku` | accepted | …". */
function acceptedInDocs(): string[] {
  const text = readFileSync(DOC, 'utf8')
  const section = text.slice(
    text.indexOf('## Rich results'),
    text.indexOf('\n## ', text.indexOf('## Rich results') + 1),
  )
  return [...section.matchAll(/^\| `(\w+\.\w+)`[^|]*\| accepted \|/gm)].map((match) => match[1] as string)
}

describe('acceptedWarnings', () => {
  it(`lists each warning once, exactly those ${DOC} explains as accepted`, () => {
    const names = [...acceptedWarnings]
    expect(new Set(names).size).toBe(names.length)
    expect(acceptedInDocs().sort()).toEqual([...names].sort())
  })
})
