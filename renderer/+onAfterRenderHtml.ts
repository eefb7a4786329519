import type { PageContextServer } from 'vike/types'
import { toOneByteHtml } from './oneByteHtml'

// Called by vike-react once the page has rendered to a string, before the head and Vike's asset tags are added:
// a one-byte page is several times cheaper for every pass over the document that follows (renderer/oneByteHtml.ts).
export default function onAfterRenderHtml(pageContext: PageContextServer): void {
  if (pageContext.pageHtmlString !== undefined) pageContext.pageHtmlString = toOneByteHtml(pageContext.pageHtmlString)
}
