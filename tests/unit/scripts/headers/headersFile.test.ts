import { describe, expect, it } from 'vitest'
import {
  conflictingHeaders,
  formatHeadersFile,
  HeadersFileError,
  headersForPath,
  parseHeadersFile,
  patternMatches,
} from '../../../../scripts/headers/headersFile'

const FILE = `# Security for everything
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; img-src 'self' https://i.ytimg.com

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/games
  Cache-Control: public, max-age=0, must-revalidate
/games/*
  Cache-Control: public, max-age=0, must-revalidate
  X-Robots-Tag: noindex

/blog/:slug/feed.xml
  Content-Type: application/rss+xml
  Link: </a.css>; rel=preload
  link: </b.css>; rel=preload
`

describe('parseHeadersFile', () => {
  it('reads path patterns and their indented headers, skipping comments and blank lines', () => {
    const rules = parseHeadersFile(FILE)
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*', '/games', '/games/*', '/blog/:slug/feed.xml'])
    expect(rules[0]?.headers).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
      // Only the first colon separates name and value.
      ['Content-Security-Policy', "default-src 'self'; img-src 'self' https://i.ytimg.com"],
    ])
  })

  it('reads CRLF files and tab-indented headers', () => {
    expect(parseHeadersFile('/x\r\n\tA: 1\r\n')).toEqual([{ pattern: '/x', headers: [['A', '1']] }])
  })

  it('names the line of anything it does not understand', () => {
    expect(() => parseHeadersFile('  A: 1\n')).toThrow(/line 1: a header line before any path pattern/)
    expect(() => parseHeadersFile('/x\n  no colon here\n')).toThrow(HeadersFileError)
    expect(() => parseHeadersFile('/x\n  no colon here\n')).toThrow(/line 2: expected "Name: value"/)
    expect(() => parseHeadersFile('games\n  A: 1\n')).toThrow(/line 1: a path pattern must start with "\/"/)
  })

  it('reads back what formatHeadersFile writes', () => {
    const rules = parseHeadersFile(FILE)
    const text = formatHeadersFile(rules, ['Generated', ''])
    expect(text.startsWith('# Generated\n#\n\n/*\n  X-Content-Type-Options: nosniff\n')).toBe(true)
    expect(parseHeadersFile(text)).toEqual(rules)
  })
})

describe('patternMatches', () => {
  it('treats * as a splat over any characters, slashes included, or none', () => {
    expect(patternMatches('/*', '/')).toBe(true)
    expect(patternMatches('/*', '/games/minecraft/')).toBe(true)
    expect(patternMatches('/assets/*', '/assets/chunks/chunk-abc.js')).toBe(true)
    expect(patternMatches('/assets/*', '/assets')).toBe(false)
    expect(patternMatches('/assets/*', '/images/assets/x.png')).toBe(false)
    expect(patternMatches('/*.html', '/games/index.html')).toBe(true)
  })

  it('matches a literal path exactly, trailing slash included, and ignores the query string', () => {
    expect(patternMatches('/games', '/games')).toBe(true)
    expect(patternMatches('/games', '/games/')).toBe(false)
    expect(patternMatches('/games', '/games?ref=nav')).toBe(true)
    expect(patternMatches('/games', '/gamesx')).toBe(false)
    // Regular-expression characters in a pattern are literal.
    expect(patternMatches('/a.b', '/axb')).toBe(false)
  })

  it('matches a :placeholder against one path segment', () => {
    expect(patternMatches('/blog/:slug/feed.xml', '/blog/launch/feed.xml')).toBe(true)
    expect(patternMatches('/blog/:slug/feed.xml', '/blog/2025/launch/feed.xml')).toBe(false)
  })
})

describe('headersForPath', () => {
  const rules = parseHeadersFile(FILE)

  it('merges every matching block', () => {
    expect(headersForPath(rules, '/assets/entries/entry.js')).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
      ['Content-Security-Policy', "default-src 'self'; img-src 'self' https://i.ytimg.com"],
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ])
    expect(headersForPath(rules, '/games').map(([name]) => name)).toEqual([
      'X-Content-Type-Options',
      'Content-Security-Policy',
      'Cache-Control',
    ])
    expect(headersForPath(rules, '/games/minecraft/').map(([name]) => name)).toContain('X-Robots-Tag')
  })

  it('joins a header set more than once with ", ", names compared case-insensitively', () => {
    const link = headersForPath(rules, '/blog/launch/feed.xml').find(([name]) => name === 'Link')
    expect(link).toEqual(['Link', '</a.css>; rel=preload, </b.css>; rel=preload'])
    const twice = parseHeadersFile('/*\n  Cache-Control: no-cache\n/x\n  cache-control: max-age=60\n')
    expect(headersForPath(twice, '/x')).toEqual([['Cache-Control', 'no-cache, max-age=60']])
    expect(conflictingHeaders(twice, '/x')).toEqual(['cache-control'])
    expect(conflictingHeaders(twice, '/y')).toEqual([])
  })

  it('gives nothing for a path no block matches', () => {
    expect(headersForPath(parseHeadersFile('/games\n  A: 1\n'), '/faq')).toEqual([])
  })
})
