import { describe, expect, it } from 'vitest'
import rule, { isProductionSiteUrl } from '../../../../../../scripts/checks/data/rules/site.placeholder-details'

const readings = {
  defaultTheme: { pages: 'dark', themeMechanism: 'dark' },
  copyrightYear: { footer: 2025, mobileMenu: 2025 },
}
const placeholders = {
  ...readings,
  origin: 'https://www.example.com',
  contact: { supportEmail: 'support@example.com', phone: { display: '+91 00000 00000' } },
  social: { videoChannel: { url: 'https://video.example.com/@tarangcloud' } },
  legal: { merchantEntity: 'Tarang Cloud Services (example merchant entity)' },
}
const real = {
  ...readings,
  origin: 'https://www.tarangcloud.in',
  contact: { supportEmail: 'support@tarangcloud.in', phone: { display: '+91 98765 43210', e164: '+919876543210' } },
  legal: { merchantEntity: 'Tarang Cloud Services Private Limited', registeredAddress: { postalCode: '400051' } },
}

describe('site.placeholder-details', () => {
  it('warns about example.com addresses, a placeholder phone and example wording', () => {
    const findings = rule.run({ site: placeholders, siteUrlSetting: null })
    expect(findings.map((finding) => [finding.severity, finding.module, finding.field])).toEqual([
      ['warning', 'data/site.ts', 'site.origin, site.contact.supportEmail, site.social.videoChannel.url'],
      ['warning', 'data/site.ts', 'site.contact.phone.display'],
      ['warning', 'data/site.ts', 'site.legal.merchantEntity'],
    ])
    expect(findings[1]?.message).toBe(
      `The phone number is a placeholder: site.contact.phone.display "+91 00000 00000". Fine for a preview; replace them with the business's real details before launch (a build with SITE_URL set to a real domain fails on this).`,
    )
  })

  it('makes them errors when SITE_URL is a real domain (a production build)', () => {
    const findings = rule.run({ site: placeholders, siteUrlSetting: 'https://www.tarangcloud.in' })
    expect(findings.map((finding) => finding.severity)).toEqual(['error', 'error', 'error'])
    expect(findings[1]?.message).toContain('SITE_URL is https://www.tarangcloud.in, so this is a production build')
  })

  it('stays quiet on real details, also in a production build', () => {
    expect(rule.run({ site: real, siteUrlSetting: 'https://www.tarangcloud.in' })).toEqual([])
  })

  it('treats example, test and local hosts as not production', () => {
    expect(isProductionSiteUrl(null)).toBe(false)
    expect(isProductionSiteUrl('https://www.example.com')).toBe(false)
    expect(isProductionSiteUrl('https://www.tarang.example')).toBe(false)
    expect(isProductionSiteUrl('http://localhost:3000')).toBe(false)
    expect(isProductionSiteUrl('http://127.0.0.1:3000')).toBe(false)
    expect(isProductionSiteUrl('not a url')).toBe(false)
    expect(isProductionSiteUrl('https://www.tarangcloud.in')).toBe(true)
  })
})
