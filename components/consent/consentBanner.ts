import { consentSettings } from '../../data/consent'
import type { ThirdPartyTag } from '../../data/thirdPartyTags'
import { browserStorage, type ConsentChoice, readConsentChoice, storeConsentChoice } from './consentChoice'
import { loadTagsWhenIdle } from './loadTagsWhenIdle'

/** Read by the banner's styles (ConsentBanner.tsx) to keep the end of the page clear of the fixed bar. */
const HEIGHT_PROPERTY = '--consent-banner-height'

/** The banner's behaviour in plain DOM: tags load only once the visitor has accepted; without a banner, never. */
export function startConsentBanner(tags: readonly ThirdPartyTag[], doc: Document = document): void {
  const banner = doc.querySelector<HTMLElement>('[data-consent-banner]')
  if (tags.length === 0 || !banner) return
  const storage = browserStorage()
  const key = consentSettings.storageKey
  const root = doc.documentElement
  const reserve = new ResizeObserver(() => root.style.setProperty(HEIGHT_PROPERTY, `${banner.offsetHeight}px`))
  let opener: HTMLElement | null = null

  const show = () => {
    banner.hidden = false
    reserve.observe(banner)
  }
  const hide = () => {
    banner.hidden = true
    reserve.disconnect()
    root.style.removeProperty(HEIGHT_PROPERTY)
  }
  const choose = (choice: ConsentChoice) => {
    const running = doc.querySelector('script[data-third-party]') !== null
    storeConsentChoice(storage, key, choice)
    hide()
    opener?.focus()
    opener = null
    if (choice === 'accepted') loadTagsWhenIdle(tags, doc)
    // A tag already running in this page cannot be unloaded: a fresh load of the page is one without it.
    else if (running) doc.location.reload()
  }

  for (const button of banner.querySelectorAll<HTMLElement>('[data-consent-choice]')) {
    const choice: ConsentChoice = button.dataset.consentChoice === 'accepted' ? 'accepted' : 'rejected'
    button.addEventListener('click', () => choose(choice))
  }
  for (const control of doc.querySelectorAll<HTMLElement>('[data-consent-open]')) {
    control.hidden = false
    control.addEventListener('click', () => {
      opener = control
      show()
      banner.focus()
    })
  }

  const stored = readConsentChoice(storage, key)
  if (stored === 'accepted') loadTagsWhenIdle(tags, doc)
  else if (stored === null) show()
}
