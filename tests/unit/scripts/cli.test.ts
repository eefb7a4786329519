import { describe, expect, it } from 'vitest'
import { parseCli, UsageError, wholeNumber } from '../../../scripts/cli'

const OPTIONS = { games: { type: 'string' }, json: { type: 'boolean', default: false } } as const

function parse(argv: string[]) {
  const printed: string[] = []
  const result = parseCli(argv, OPTIONS, 'Usage: x', {
    out: (line) => printed.push(`out: ${line}`),
    err: (line) => printed.push(`err: ${line}`),
  })
  return { result, printed }
}

describe('parseCli', () => {
  it('reads options in either spelling, with their defaults', () => {
    expect(parse([]).result).toEqual({ json: false })
    expect(parse(['--games', '1000', '--json']).result).toEqual({ games: '1000', json: true })
    expect(parse(['--games=0']).result).toEqual({ games: '0', json: false })
  })

  it('prints the usage for --help and stops with status 0', () => {
    expect(parse(['--help'])).toEqual({ result: 0, printed: ['out: Usage: x'] })
  })

  it('stops with status 2 on unknown options, positionals and a missing value, naming the mistake', () => {
    expect(parse(['--pages', '10'])).toMatchObject({
      result: 2,
      printed: [expect.stringMatching(/^err: Unknown option '--pages'.*\n\nUsage: x$/s)],
    })
    expect(parse(['1000']).printed[0]).toMatch(/Unexpected argument '1000'/)
    expect(parse(['--games']).printed[0]).toMatch(/--games/)
  })
})

describe('wholeNumber', () => {
  it('reads a whole number in range, or the default when the option is absent', () => {
    expect(wholeNumber('runs', '3', 1, 1, 25)).toBe(3)
    expect(wholeNumber('runs', undefined, 1, 1, 25)).toBe(1)
  })

  it.each(['abc', '1.5', '-1', '10000', ''])('rejects %j with a message naming the option', (text) => {
    expect(() => wholeNumber('games', text, 0, 0, 9999)).toThrow(
      new UsageError(`--games expects a whole number from 0 to 9999, got ${JSON.stringify(text)}`),
    )
  })
})
