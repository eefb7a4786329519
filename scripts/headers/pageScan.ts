/** What a built page asks the browser to run and load, as far as the Content-Security-Policy is concerned. */
import { DomUtils, parseDocument } from 'htmlparser2'
import { cssUrls, parseSrcset } from '../checks/links/scan'

// The HTML standard's JavaScript MIME type essences (text/javascript, application/x-ecmascript, text/javascript1.3,
// text/livescript...): a script of one of these types (or none) is classic script.
const JAVASCRIPT_TYPE =
  /^(?:(?:application|text)\/(?:x-)?(?:ecma|java)script|text\/(?:javascript1\.[0-5]|jscript|livescript))$/
// Not JavaScript, but still subject to script-src when inline.
const OTHER_SCRIPT_TYPES = new Set(['module', 'importmap', 'speculationrules'])

/** Whether the browser runs a script element; any other type (application/ld+json) is a data block, needing no hash. */
export function isExecutingScript(attrs: Readonly<Record<string, string>>): boolean {
  const { type, language } = attrs
  if (type === undefined || type === '') {
    if (language === undefined || language === '') return true
    return JAVASCRIPT_TYPE.test(`text/${language.trim().toLowerCase()}`)
  }
  const essence = type.trim().toLowerCase()
  return JAVASCRIPT_TYPE.test(essence) || OTHER_SCRIPT_TYPES.has(essence)
}

const DATA_URL = /url\(\s*["']?data:/i

export function scanPage(html: string) {
  const scan = {
    /** Text of each inline script the browser executes (and so checks against script-src). */
    inlineScripts: [] as string[],
    scriptSources: [] as string[],
    /** img src/srcset, source srcset, url() in inline CSS; data: URIs only set usesDataImages. */
    imageUrls: [] as string[],
    usesDataImages: false,
    /** content of each `<meta http-equiv="Content-Security-Policy">`, in document order. */
    metaPolicies: [] as string[],
    /** Whether a script element comes before the first CSP meta (a policy applies only to what follows it). */
    scriptBeforeMetaPolicy: false,
    /** content of `<meta name="robots">`, if the page has one. */
    robots: undefined as string | undefined,
  }
  const addImage = (url: string) => {
    if (/^data:/i.test(url)) scan.usesDataImages = true
    else if (url !== '') scan.imageUrls.push(url)
  }
  const addCss = (css: string) => {
    if (DATA_URL.test(css)) scan.usesDataImages = true
    for (const url of cssUrls(css)) addImage(url)
  }
  // In document order; script and style text is as written: htmlparser2 decodes no character references in it.
  for (const element of DomUtils.findAll(() => true, parseDocument(html).children)) {
    const { name, attribs } = element
    if (attribs.style) addCss(attribs.style)
    if (name === 'meta' && attribs['http-equiv']?.trim().toLowerCase() === 'content-security-policy') {
      scan.metaPolicies.push(attribs.content ?? '')
    } else if (name === 'meta' && attribs.name?.trim().toLowerCase() === 'robots') {
      scan.robots ??= attribs.content ?? ''
    } else if (name === 'script') {
      if (scan.metaPolicies.length === 0) scan.scriptBeforeMetaPolicy = true
      if (attribs.src !== undefined) scan.scriptSources.push(attribs.src)
      else if (isExecutingScript(attribs)) scan.inlineScripts.push(DomUtils.textContent(element))
    } else if (name === 'style') {
      addCss(DomUtils.textContent(element))
    } else if (name === 'img' || name === 'source') {
      if (name === 'img') addImage(attribs.src ?? '')
      for (const url of parseSrcset(attribs.srcset ?? '')) addImage(url)
    }
  }
  return scan
}
