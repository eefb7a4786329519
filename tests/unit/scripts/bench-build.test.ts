import { describe, expect, it } from 'vitest'
import { cpuSecondsFromProcStat, prerenderWindow, type TimedLine } from '../../../scripts/bench/measure'
import { costModel, formatCostModel, formatTable, median, summarise } from '../../../scripts/bench/report'

describe('prerenderWindow', () => {
  const lines: TimedLine[] = [
    { at: 100, cpuSeconds: 0.1, text: 'vite v8 building client environment for production...' },
    { at: 5200, cpuSeconds: 6.5, text: '\u001b[36mvike v0.4.266\u001b[39m \u001b[32mpre-rendering HTML...\u001b[39m' },
    { at: 5300, cpuSeconds: 6.6, text: 'dist/client/index.html' },
    { at: 7450, cpuSeconds: 8.5, text: '\u001b[32m✓\u001b[39m 1030 HTML documents pre-rendered.' },
  ]
  it("measures from Vike's start line to its end line, colour codes and all", () => {
    expect(prerenderWindow(lines)).toEqual({ seconds: 2.25, cpuSeconds: 2, documents: 1030 })
  })
  it('leaves the CPU time out where the system did not report it', () => {
    const withoutCpu = lines.map((line) => ({ ...line, cpuSeconds: undefined }))
    expect(prerenderWindow(withoutCpu)).toEqual({ seconds: 2.25, cpuSeconds: undefined, documents: 1030 })
  })
  it('is undefined when the build never started or never finished the prerender', () => {
    expect(prerenderWindow(lines.slice(0, 1))).toBeUndefined()
    expect(prerenderWindow(lines.slice(0, 3))).toBeUndefined()
  })
  it('ignores an end line printed before the start line', () => {
    expect(prerenderWindow([lines[3] as TimedLine, lines[1] as TimedLine])).toBeUndefined()
  })
})

describe('cpuSecondsFromProcStat', () => {
  it('adds user and system ticks, whatever the command name holds', () => {
    const stat = '4242 (node (vike) build) R 1 4242 4242 0 -1 4194304 9000 0 0 0 1234 266 0 0 20 0 11 0 100 0'
    expect(cpuSecondsFromProcStat(stat, 100)).toBe(15)
  })
  it('is undefined for text that is not a stat line', () => {
    expect(cpuSecondsFromProcStat('', 100)).toBeUndefined()
  })
})

describe('report', () => {
  it('takes medians of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })
  it('summarises runs as medians and prints one aligned row', () => {
    const summary = summarise(1000, [
      { totalSeconds: 20, totalCpuSeconds: 19, prerenderSeconds: 4, prerenderCpuSeconds: 3.5, pages: 1030 },
      { totalSeconds: 30, totalCpuSeconds: 12, prerenderSeconds: 5, prerenderCpuSeconds: 3, pages: 1030 },
      { totalSeconds: 25, totalCpuSeconds: 15, prerenderSeconds: 10, prerenderCpuSeconds: 4, pages: 1030 },
    ])
    expect(summary).toMatchObject({
      games: 1000,
      runs: 3,
      pages: 1030,
      totalSeconds: 25,
      totalCpuSeconds: 15,
      prerenderSeconds: 5,
      prerenderCpuSeconds: 3.5,
    })
    expect(summary.pagesPerSecond).toBe(206)
    expect(formatTable([summary]).split('\n')).toEqual([
      'N     pages  total s  total CPU s  prerender s  pages/s (prerender)  prerender CPU s  runs',
      '1000   1030    25.00        15.00         5.00                  206             3.50     3',
    ])
    expect(formatTable([summary], true).split('\n')[2]).toBe(
      '| 1000 |  1030 |   25.00 |       15.00 |        5.00 |                 206 |            3.50 |    3 |',
    )
  })
  it('refuses runs that built different sites', () => {
    expect(() =>
      summarise(0, [
        { totalSeconds: 1, totalCpuSeconds: undefined, prerenderSeconds: 1, prerenderCpuSeconds: undefined, pages: 30 },
        { totalSeconds: 1, totalCpuSeconds: undefined, prerenderSeconds: 1, prerenderCpuSeconds: undefined, pages: 31 },
      ]),
    ).toThrow('different page counts')
  })
})

describe('costModel', () => {
  const small = summarise(0, [
    { totalSeconds: 3, totalCpuSeconds: 2.5, prerenderSeconds: 0.5, prerenderCpuSeconds: 0.4, pages: 30 },
  ])
  const large = summarise(1000, [
    { totalSeconds: 8, totalCpuSeconds: 7, prerenderSeconds: 3, prerenderCpuSeconds: 2.9, pages: 1030 },
  ])
  it('splits the build into a fixed part and a cost per extra page', () => {
    const model = costModel(small, large)
    expect(model.extraPages).toBe(1000)
    expect(model.marginalMsPerPage).toBeCloseTo(5)
    expect(model.marginalPrerenderMsPerPage).toBeCloseTo(2.5)
    expect(model.marginalPrerenderCpuMsPerPage).toBeCloseTo(2.5)
    // 3 s for 30 pages at 5 ms each: 2.85 s that no page pays for.
    expect(model.fixedSeconds).toBeCloseTo(2.85)
    expect(formatCostModel(model)).toBe(
      [
        'fixed cost (whole build with no pages): 2.85 s',
        'marginal cost per page (from 1000 extra pages): whole build 5.00 ms, prerender 2.50 ms wall, 2.50 ms CPU (400 pages/s)',
      ].join('\n'),
    )
  })
  it('leaves the CPU figure out where the system did not report it, and needs more pages in the larger build', () => {
    const noCpu = summarise(1000, [
      { totalSeconds: 8, totalCpuSeconds: 7, prerenderSeconds: 3, prerenderCpuSeconds: undefined, pages: 1030 },
    ])
    expect(costModel(small, noCpu).marginalPrerenderCpuMsPerPage).toBeUndefined()
    expect(formatCostModel(costModel(small, noCpu))).toContain('n/a CPU')
    expect(() => costModel(large, small)).toThrow('more pages')
  })
})
