import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  buildContentSecurityPolicy,
  hostSource,
  type PolicySources,
  parseContentSecurityPolicy,
  scriptHashSource,
} from '../../../../renderer/csp/policy'

const SCRIPT = 'document.documentElement.classList.add("js")'
const HASH = scriptHashSource(SCRIPT)
const base: PolicySources = {
  inlineScripts: [SCRIPT],
  formActionOrigins: ['https://billing.example.com'],
  imgHosts: ['https://i.ytimg.com'],
}

describe('scriptHashSource', () => {
  it('is the base64 sha256 of the text in the form script-src takes', () => {
    const text = 'console.log("₹ 79")'
    const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')
    expect(scriptHashSource(text)).toBe(`'sha256-${expected}'`)
  })

  it('hashes line endings as the HTML parser leaves them (CRLF and CR become LF)', () => {
    expect(scriptHashSource('a\r\nb\rc')).toBe(scriptHashSource('a\nb\nc'))
    expect(scriptHashSource('a\nb')).not.toBe(scriptHashSource('a b'))
  })
})

describe('buildContentSecurityPolicy', () => {
  it('writes the strict default policy', () => {
    expect(buildContentSecurityPolicy(base)).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${HASH}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' https://i.ytimg.com",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        'form-action https://billing.example.com',
        "frame-ancestors 'none'",
        'upgrade-insecure-requests',
      ].join('; '),
    )
  })

  it('adds the hosts an integration needs to exactly the directives it names', () => {
    const policy = parseContentSecurityPolicy(
      buildContentSecurityPolicy({
        ...base,
        extraHosts: {
          script: ['https://tags.analytics.example'],
          connect: ['https://collect.analytics.example', 'https://*.analytics.example'],
          img: ['https://pixel.analytics.example'],
          frame: ['https://widget.reviews.example'],
        },
      }),
    )
    expect(policy.get('script-src')).toEqual(["'self'", HASH, 'https://tags.analytics.example'])
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://*.analytics.example',
      'https://collect.analytics.example',
    ])
    expect(policy.get('img-src')).toEqual(["'self'", 'https://i.ytimg.com', 'https://pixel.analytics.example'])
    expect(policy.get('frame-src')).toEqual(['https://widget.reviews.example'])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('lists each hash and host once, sorted, so the header is stable between builds', () => {
    const other = scriptHashSource('other')
    const policy = parseContentSecurityPolicy(
      buildContentSecurityPolicy({
        ...base,
        inlineScripts: ['other', SCRIPT, 'other'],
        imgHosts: ['https://i.ytimg.com/', 'https://I.YTIMG.COM'],
      }),
    )
    expect(policy.get('script-src')).toEqual(["'self'", ...[HASH, other].sort()])
    expect(policy.get('img-src')).toEqual(["'self'", 'https://i.ytimg.com'])
  })

  it('refuses sources that would loosen or break the policy', () => {
    for (const host of ['http://cdn.example.com', '*', 'https:', "'unsafe-inline'", 'https://cdn.example.com/path'])
      expect(() => buildContentSecurityPolicy({ ...base, extraHosts: { script: [host] } }), host).toThrow(
        /https origin/,
      )
    expect(() =>
      buildContentSecurityPolicy({ ...base, extraHosts: { connect: ['https://a.example; script-src *'] } }),
    ).toThrow(/https origin/)
    expect(() => buildContentSecurityPolicy({ ...base, formActionOrigins: [] })).toThrow(/form-action/)
  })
})

describe('hostSource', () => {
  it('normalises an origin and keeps a port or a subdomain wildcard', () => {
    expect(hostSource(' https://Cdn.Example.com/ ')).toBe('https://cdn.example.com')
    expect(hostSource('https://cdn.example.com:8443')).toBe('https://cdn.example.com:8443')
    expect(hostSource('https://*.example.com')).toBe('https://*.example.com')
  })
})
