import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeList } from '../../../data/routes'
import { defaultSeo } from '../../../data/seo'
import { billingUrl, site } from '../../../data/site'
import { hostFileContents, MANIFEST_PATH, oneYearAfter } from '../../../renderer/hostFileContents'

const ROOT = join(import.meta.dirname, '../../..')
/** SOURCE_DATE_EPOCH of 2026-03-14T09:26:53.589Z. */
const BUILD_TIME = 1773480413.589

/** `Field: value` lines of security.txt. */
function fields(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.includes(': '))
      .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
  )
}

describe('/.well-known/security.txt (RFC 9116)', () => {
  const text = hostFileContents(BUILD_TIME)['.well-known/security.txt'] ?? ''

  it('names the support contact, the canonical address and the language, from the data', () => {
    expect(fields(text)).toEqual({
      Contact: `mailto:${site.contact.supportEmail}`,
      Expires: '2027-03-14T09:26:53Z',
      Canonical: `${site.origin}/.well-known/security.txt`,
      'Preferred-Languages': 'en-IN',
    })
  })

  it('expires one year after the build', () => {
    expect(oneYearAfter(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2029-02-28T12:00:00.000Z')
    expect(fields(hostFileContents(1767225600)['.well-known/security.txt'] ?? '').Expires).toBe('2027-01-01T00:00:00Z')
    const before = Date.now()
    const expires = Date.parse(fields(hostFileContents()['.well-known/security.txt'] ?? '').Expires ?? '')
    expect(expires - before).toBeGreaterThan(364 * 24 * 3600 * 1000)
    expect(expires - before).toBeLessThanOrEqual(366 * 24 * 3600 * 1000)
  })

  it('ends every line with a newline and has no other fields', () => {
    expect(text).toBe(
      `Contact: mailto:${site.contact.supportEmail}\nExpires: 2027-03-14T09:26:53Z\nCanonical: ${site.origin}/.well-known/security.txt\nPreferred-Languages: en-IN\n`,
    )
  })
})

describe('the web app manifest', () => {
  const manifest = JSON.parse(hostFileContents(BUILD_TIME)[MANIFEST_PATH.slice(1)] ?? '{}')

  it('carries the brand, the default theme colour and the icons that exist in public/', () => {
    expect(manifest.name).toBe(site.brandName)
    expect(manifest.short_name).toBe(site.brandShortName)
    expect(manifest.start_url).toBe('/')
    expect(manifest.theme_color).toBe(defaultSeo.themeColor.dark)
    expect(manifest.background_color).toBe(defaultSeo.themeColor.dark)
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
      const file = join(ROOT, 'public', icon.src)
      expect(existsSync(file), icon.src).toBe(true)
      if (icon.type === 'image/png') {
        const png = readFileSync(file)
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
      }
    }
  })
})

describe('_redirects', () => {
  const text = hostFileContents(BUILD_TIME)._redirects ?? ''
  const rules = text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(' '))

  it("sends the former site's sign-in address to the billing site in both forms, and answers /404 from no file", () => {
    expect(rules).toEqual([
      ['/billing/login', billingUrl('login'), '301'],
      ['/billing/login/', billingUrl('login'), '301'],
      ['/404', '/404/not-a-page', '200'],
    ])
  })

  it('never redirects a page address in either form, which would loop on Cloudflare Pages', () => {
    const pages = new Set(routeList.flatMap((route) => [route.path, route.path.replace(/(.)\/$/, '$1')]))
    for (const [from, to] of rules) {
      expect(pages.has(from ?? ''), from).toBe(false)
      expect(pages.has(to ?? ''), to).toBe(false)
    }
  })
})
