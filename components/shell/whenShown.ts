/**
 * Runs `start` once the visitor can see the page: at once, or when a page the browser prerendered ahead of a click
 * (renderer/speculationRules.ts) is shown. What counts a visit or talks to a third party waits for this.
 */
export function whenShown(start: () => void, doc: Document = document): void {
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener('prerenderingchange', () => start(), { once: true })
  } else {
    start()
  }
}
