import { consentSettings } from '../../data/consent'
import type { ThirdPartyTag } from '../../data/thirdPartyTags'

type ConsentChoice = 'accepted' | 'rejected'

/** The visitor's stored answer; anything else (bad value, storage that throws) counts as no answer yet. */
export function readConsentChoice(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(consentSettings.storageKey)
    return value === 'accepted' || value === 'rejected' ? value : null
  } catch {
    return null
  }
}

/** Stores the answer; where the browser refuses, the answer holds for this page only. */
export function storeConsentChoice(choice: ConsentChoice): void {
  try {
    localStorage.setItem(consentSettings.storageKey, choice)
  } catch {}
}

/** Adds each tag's script once, async, when the page is loaded and idle, so it never competes with hydration. */
export function loadTagsWhenIdle(tags: readonly ThirdPartyTag[], doc: Document = document): void {
  const add = () => {
    for (const tag of tags) {
      if (doc.querySelector(`script[data-third-party="${tag.id}"]`)) continue
      const script = doc.createElement('script')
      script.src = tag.scriptUrl
      script.async = true
      script.dataset.thirdParty = tag.id
      doc.body.append(script)
    }
  }
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(add, { timeout: 3000 }) : setTimeout(add, 1)
  if (doc.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

/** Read by the banner's styles (ConsentBanner.tsx) to keep the end of the page clear of the fixed bar. */
const HEIGHT_PROPERTY = '--consent-banner-height'

/** The banner's behaviour in plain DOM: tags load only once the visitor has accepted; without a banner, never. */
export function startConsentBanner(tags: readonly ThirdPartyTag[], doc: Document = document): void {
  const banner = doc.querySelector<HTMLElement>('[data-consent-banner]')
  if (tags.length === 0 || !banner) return
  const root = doc.documentElement
  const reserve = new ResizeObserver(() => root.style.setProperty(HEIGHT_PROPERTY, `${banner.offsetHeight}px`))
  let opener: HTMLElement | null = null

  const show = () => {
    banner.hidden = false
    reserve.observe(banner)
  }
  const choose = (choice: ConsentChoice) => {
    const running = doc.querySelector('script[data-third-party]') !== null
    storeConsentChoice(choice)
    banner.hidden = true
    reserve.disconnect()
    root.style.removeProperty(HEIGHT_PROPERTY)
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

  const stored = readConsentChoice()
  if (stored === 'accepted') loadTagsWhenIdle(tags, doc)
  else if (stored === null) show()
}
