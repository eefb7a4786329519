// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadTagsWhenIdle } from '../../../components/consent/consentBanner'
import { site } from '../../../data/site'
import { configuredTags, thirdPartyCspSources } from '../../../data/thirdPartyTags'
import { buildContentSecurityPolicy, parseContentSecurityPolicy } from '../../../renderer/csp/policy'

const configured = {
  trackingTag: {
    scriptUrl: 'https://tags.example.net/tag.js?id=T-123',
    beaconOrigins: ['https://collect.example.net', 'https://tags.example.net'],
  },
  reviewsWidget: { scriptUrl: 'https://widget.example.org/reviews/v2.js' },
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.resetModules()
  for (const script of document.querySelectorAll('script[data-third-party]')) script.remove()
})

describe('third-party tags, off by default', () => {
  it('configures none, so the CSP admits no other origin and nothing is added to the page', () => {
    const tags = configuredTags(site.integrations)
    expect(tags).toEqual([])
    expect(thirdPartyCspSources(tags)).toEqual({ script: [], connect: [], img: [], frame: [] })
    vi.useFakeTimers()
    loadTagsWhenIdle(tags)
    vi.runAllTimers()
    expect(document.querySelectorAll('script').length).toBe(0)
  })

  it('says in the privacy policy that no tag loads', async () => {
    const { policyTexts } = await import('../../../data/pages/legal')
    const text = JSON.stringify(policyTexts.privacy)
    expect(text).toContain('It is currently switched off')
    expect(text).not.toContain('tags.example.net')
  })
})

describe('third-party tags, configured', () => {
  it('admits exactly their origins, by directive', () => {
    const tags = configuredTags(configured)
    expect(tags.map((tag) => tag.id)).toEqual(['trackingTag', 'reviewsWidget'])
    expect(thirdPartyCspSources(tags)).toEqual({
      script: ['https://tags.example.net', 'https://widget.example.org'],
      connect: ['https://collect.example.net', 'https://tags.example.net', 'https://widget.example.org'],
      img: ['https://collect.example.net', 'https://tags.example.net', 'https://widget.example.org'],
      frame: ['https://widget.example.org'],
    })
  })

  it('adds each script once, async, only after the page has loaded', () => {
    vi.useFakeTimers()
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const tags = configuredTags(configured)
    loadTagsWhenIdle(tags)
    vi.runAllTimers()
    expect(document.querySelectorAll('script[data-third-party]').length).toBe(0)
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    window.dispatchEvent(new Event('load'))
    vi.runAllTimers()
    loadTagsWhenIdle(tags)
    vi.runAllTimers()
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[data-third-party]')]
    expect(scripts.map((script) => [script.dataset.thirdParty, script.src, script.async])).toEqual([
      ['trackingTag', configured.trackingTag.scriptUrl, true],
      ['reviewsWidget', configured.reviewsWidget.scriptUrl, true],
    ])
  })

  it('are read from the build settings and named, with their hosts, in the privacy policy', async () => {
    vi.stubEnv('TRACKING_TAG_URL', configured.trackingTag.scriptUrl)
    vi.stubEnv('TRACKING_BEACON_ORIGINS', 'https://collect.example.net')
    vi.stubEnv('REVIEWS_WIDGET_URL', configured.reviewsWidget.scriptUrl)
    vi.resetModules()
    const { site: configuredSite } = await import('../../../data/site')
    expect(configuredTags(configuredSite.integrations).map((tag) => tag.origins)).toEqual([
      ['https://tags.example.net', 'https://collect.example.net'],
      ['https://widget.example.org'],
    ])
    const { policyTexts } = await import('../../../data/pages/legal')
    const text = JSON.stringify(policyTexts.privacy)
    expect(text).toContain('tracking tag from tags.example.net')
    expect(text).toContain('collect.example.net')
    expect(text).toContain('loaded from widget.example.org')
    expect(text).not.toContain('It is currently switched off')
  })
})

describe('the Content-Security-Policy for third-party tags', () => {
  const policyFor = (integrations: typeof configured) =>
    parseContentSecurityPolicy(
      buildContentSecurityPolicy({
        inlineScripts: [],
        formActionOrigins: ['https://billing.example.com'],
        imgHosts: [],
        extraHosts: thirdPartyCspSources(configuredTags(integrations)),
      }),
    )

  it('admits no other origin by default', () => {
    const policy = policyFor(site.integrations)
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('frame-src') ?? []).not.toContain('https://widget.example.org')
  })

  it('admits exactly the configured origins', () => {
    const policy = policyFor(configured)
    expect(policy.get('script-src')).toEqual(["'self'", 'https://tags.example.net', 'https://widget.example.org'])
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://collect.example.net',
      'https://tags.example.net',
      'https://widget.example.org',
    ])
    expect(policy.get('frame-src')).toContain('https://widget.example.org')
  })
})
