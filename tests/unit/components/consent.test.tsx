// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readConsentChoice, storeConsentChoice } from '../../../components/consent/consentBanner'
import { consentSettings } from '../../../data/consent'

const key = consentSettings.storageKey
const TAG_URL = 'https://tags.example.net/t.js'

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('blocked', 'SecurityError')
  }
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 }
}

describe('the stored consent answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.localStorage.clear()
  })

  it('is one of the two answers, or none', () => {
    expect(readConsentChoice()).toBeNull()
    for (const choice of ['accepted', 'rejected'] as const) {
      storeConsentChoice(choice)
      expect(window.localStorage.getItem(key)).toBe(choice)
      expect(readConsentChoice()).toBe(choice)
    }
  })

  it('counts anything else as no answer, and never throws', () => {
    for (const corrupt of ['', 'ACCEPTED', 'accepted ', '{"choice":"accepted"', 'true', '1']) {
      window.localStorage.setItem(key, corrupt)
      expect(readConsentChoice()).toBeNull()
    }
    vi.stubGlobal('localStorage', throwingStorage())
    expect(readConsentChoice()).toBeNull()
    expect(() => storeConsentChoice('accepted')).not.toThrow()
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
    expect(readConsentChoice()).toBeNull()
    expect(() => storeConsentChoice('accepted')).not.toThrow()
  })
})

/** The configured site's banner and footer control, rendered as the server does, in a fresh document. */
async function configuredPage() {
  vi.stubEnv('TRACKING_TAG_URL', TAG_URL)
  vi.stubEnv('TRACKING_BEACON_ORIGINS', 'https://beacon.example.net')
  vi.resetModules()
  const { ConsentBanner } = await import('../../../components/consent/ConsentBanner')
  const { ConsentSettingsButton } = await import('../../../components/consent/ConsentSettingsButton')
  const { site } = await import('../../../data/site')
  const { configuredTags } = await import('../../../data/thirdPartyTags')
  const { startConsentBanner } = await import('../../../components/consent/consentBanner')
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <ConsentBanner />
      <footer>
        <ConsentSettingsButton />
      </footer>
    </>,
  )
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]') as HTMLElement
  const button = (name: string) =>
    [...document.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent === name)
  return {
    banner,
    accept: button(consentSettings.accept) as HTMLButtonElement,
    reject: button(consentSettings.reject) as HTMLButtonElement,
    settings: document.querySelector<HTMLButtonElement>('footer [data-consent-open]') as HTMLButtonElement,
    start: () => startConsentBanner(configuredTags(site.integrations)),
    tagScripts: () => {
      vi.runAllTimers()
      return [...document.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map((script) => script.src)
    },
  }
}

describe('the consent banner, a tracking tag configured', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
    vi.resetModules()
    window.localStorage.clear()
    document.body.innerHTML = ''
  })

  it('is prerendered hidden, a labelled region with Accept and Reject of the same look', async () => {
    const page = await configuredPage()
    expect(page.banner.hidden).toBe(true)
    expect(page.settings.hidden).toBe(true)
    expect(page.banner.tagName).toBe('SECTION')
    expect(document.getElementById(page.banner.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      consentSettings.heading,
    )
    expect(page.banner.textContent).toContain('tags.example.net')
    expect(page.accept.className).toBe(page.reject.className)
    expect(page.banner.querySelector('[onclick], script')).toBeNull()
  })

  it('asks when there is no answer, and loads nothing until Accept', async () => {
    const page = await configuredPage()
    page.start()
    expect(page.banner.hidden).toBe(false)
    expect(page.settings.hidden).toBe(false)
    expect(page.tagScripts()).toEqual([])
    page.accept.click()
    expect(page.banner.hidden).toBe(true)
    expect(window.localStorage.getItem(key)).toBe('accepted')
    expect(page.tagScripts()).toEqual([TAG_URL])
  })

  it('loads nothing after Reject, nor on a later page with the stored rejection', async () => {
    const page = await configuredPage()
    page.start()
    page.reject.click()
    expect(page.banner.hidden).toBe(true)
    expect(window.localStorage.getItem(key)).toBe('rejected')
    expect(page.tagScripts()).toEqual([])
    const next = await configuredPage()
    next.start()
    expect(next.banner.hidden).toBe(true)
    expect(next.tagScripts()).toEqual([])
  })

  it('loads the tag at once for a stored acceptance, without asking', async () => {
    window.localStorage.setItem(key, 'accepted')
    const page = await configuredPage()
    page.start()
    expect(page.banner.hidden).toBe(true)
    expect(page.tagScripts()).toEqual([TAG_URL])
  })

  it('asks again when the stored answer is corrupt or storage is blocked', async () => {
    window.localStorage.setItem(key, '{"choice":')
    const page = await configuredPage()
    page.start()
    expect(page.banner.hidden).toBe(false)
    expect(page.tagScripts()).toEqual([])
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const blocked = await configuredPage()
    expect(() => blocked.start()).not.toThrow()
    expect(blocked.banner.hidden).toBe(false)
    blocked.accept.click()
    expect(blocked.tagScripts()).toEqual([TAG_URL])
    vi.restoreAllMocks()
  })

  it('shows again from the settings control, takes focus, and gives it back after the answer', async () => {
    window.localStorage.setItem(key, 'rejected')
    const page = await configuredPage()
    page.start()
    page.settings.click()
    expect(page.banner.hidden).toBe(false)
    expect(document.activeElement).toBe(page.banner)
    page.accept.click()
    expect(document.activeElement).toBe(page.settings)
    expect(page.tagScripts()).toEqual([TAG_URL])
  })

  it('loads nothing on a page without the banner', async () => {
    window.localStorage.setItem(key, 'accepted')
    const page = await configuredPage()
    page.banner.remove()
    page.start()
    expect(page.tagScripts()).toEqual([])
  })
})

describe('with no tag configured (the default)', () => {
  it('renders no banner and no settings control, and the privacy policy has no consent control', async () => {
    const { ConsentBanner } = await import('../../../components/consent/ConsentBanner')
    const { ConsentSettingsButton } = await import('../../../components/consent/ConsentSettingsButton')
    expect(
      renderToStaticMarkup(
        <>
          <ConsentBanner />
          <ConsentSettingsButton />
        </>,
      ),
    ).toBe('')
    const { policyTexts } = await import('../../../data/pages/legal')
    expect(policyTexts.privacy.sections.filter((section) => section.component === 'consent-settings')).toEqual([])
    expect(JSON.stringify(policyTexts.privacy)).not.toContain(key)
  })

  it('the privacy policy names the stored answer and offers the control once a tag is configured', async () => {
    vi.stubEnv('TRACKING_TAG_URL', TAG_URL)
    vi.resetModules()
    const { policyTexts } = await import('../../../data/pages/legal')
    const cookies = policyTexts.privacy.sections.find((section) => section.id === 'cookies')
    expect(cookies?.component).toBe('consent-settings')
    expect(JSON.stringify(cookies)).toContain(key)
    expect(JSON.stringify(cookies)).toContain('your IP address')
    vi.unstubAllEnvs()
    vi.resetModules()
  })
})

describe('the reviews widget block', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('links to the reviews until the widget, which asks for the same consent, draws itself', async () => {
    vi.stubEnv('REVIEWS_WIDGET_URL', 'https://widget.example.org/reviews/v2.js')
    vi.resetModules()
    const { ReviewsWidgetSlot } = await import('../../../components/about/ReviewsWidgetSlot')
    const { site } = await import('../../../data/site')
    const { ConsentBanner } = await import('../../../components/consent/ConsentBanner')
    document.body.innerHTML = renderToStaticMarkup(<ReviewsWidgetSlot />)
    const link = document.querySelector<HTMLAnchorElement>('[data-reviews-widget] a')
    expect(link?.href).toBe(site.social.reviewSite.url)
    expect(link?.rel).toBe('noopener noreferrer')
    expect(renderToStaticMarkup(<ConsentBanner />)).toContain('widget.example.org')
  })
})
