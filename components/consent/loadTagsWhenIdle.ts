import type { ThirdPartyTag } from '../../data/thirdPartyTags'

/** Adds each tag's script once, async, when the page is loaded and idle, so it never competes with hydration. */
export function loadTagsWhenIdle(tags: readonly ThirdPartyTag[], doc: Document = document): void {
  if (tags.length === 0) return
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
