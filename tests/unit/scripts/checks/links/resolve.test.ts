import { describe, expect, it } from 'vitest'
import { pageAddress, resolveReference } from '../../../../../scripts/checks/links/resolve'
import type { Reference } from '../../../../../scripts/checks/links/scan'

const SITE: Parameters<typeof resolveReference>[1] = {
  origin: 'https://www.example.com',
  files: new Set(['/index.html', '/faq/index.html', '/logo.svg']),
  ids: new Map([['/faq/index.html', new Set(['refunds'])]]),
}

function verdict(url: string, extra: Partial<Reference> = {}) {
  return resolveReference({ page: '/', region: 'body', via: '"x"', url, ...extra }, SITE)
}

describe('resolveReference', () => {
  it('accepts what a static host answers with 200, fragments naming an id included', () => {
    expect(verdict('/faq/')).toEqual({ kind: 'internal', file: '/faq/index.html' })
    expect(verdict('faq/?q=1#refunds', { checkFragment: true })).toEqual({ kind: 'internal', file: '/faq/index.html' })
    expect(verdict('https://www.example.com/logo.svg')).toEqual({ kind: 'internal', file: '/logo.svg' })
  })

  it('names the missing target, the other URL form and the missing id', () => {
    expect(verdict('/nope/')).toMatchObject({ kind: 'dead', target: '/nope/', message: 'no such page or file' })
    expect(verdict('/faq')).toMatchObject({
      kind: 'dead',
      target: '/faq',
      message: expect.stringContaining('link to /faq/'),
    })
    expect(verdict('/faq/#refundz', { checkFragment: true })).toEqual({
      kind: 'dead',
      target: '/faq/#refundz',
      message: '/faq/ has no element with id "refundz"',
    })
  })

  it('counts external links', () => {
    expect(verdict('https://other.example/')).toEqual({ kind: 'external', url: new URL('https://other.example/') })
  })

  it('requires canonical-like URLs on the origin, ignores other schemes and JSON-LD identifiers elsewhere', () => {
    expect(verdict('https://other.example/', { via: 'canonical', mustBeInternal: true })).toEqual({
      kind: 'off-origin',
      target: 'https://other.example/',
      message: "canonical is not on the site's origin https://www.example.com",
    })
    expect(verdict('mailto:a@example.com')).toEqual({ kind: 'ignored' })
    expect(verdict('https://schema.org/Offer', { internalOnly: true })).toEqual({ kind: 'ignored' })
    expect(verdict('http://[bad')).toMatchObject({ kind: 'malformed-url', target: 'http://[bad' })
  })

  it('gives each built page the address a host serves it at', () => {
    expect(['/index.html', '/faq/index.html', '/404.html'].map(pageAddress)).toEqual(['/', '/faq/', '/404.html'])
  })
})
