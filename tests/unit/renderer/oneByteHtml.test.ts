import { serialize } from 'node:v8'
import { DomUtils, parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { toOneByteHtml } from '../../../renderer/oneByteHtml'

// V8's serializer writes a one-byte string with the tag '"' and a two-byte one with 'c', after its two header bytes.
const isOneByte = (text: string) => serialize(text)[2] === '"'.charCodeAt(0)

/** What a parser makes of the HTML: every text and every attribute value, references decoded. */
function parsed(html: string) {
  const document = parseDocument(html)
  const elements = DomUtils.findAll(() => true, document.children)
  return {
    text: DomUtils.textContent(document),
    attributes: elements.map((element) => element.attribs),
    raw: elements.filter((element) => ['script', 'style'].includes(element.name)).map(DomUtils.textContent),
  }
}

const PAGE = [
  '<main><h1 title="From ₹79 a month">Plans from ₹79 — “fast” 🚀</h1>',
  '<p>Prices in ₹, ©&nbsp;2026 · Tarang</p>',
  '<script type="application/ld+json">{"price":"₹79"}</script>',
  '<STYLE>.price::before { content: "₹" }</STYLE></main>',
].join('')

describe('toOneByteHtml', () => {
  it('writes characters above U+00FF as references outside scripts and styles, and parses to the same document', () => {
    const html = toOneByteHtml(PAGE)
    expect(html).toContain(
      '<h1 title="From &#8377;79 a month">Plans from &#8377;79 &#8212; &#8220;fast&#8221; &#128640;</h1>',
    )
    expect(html).toContain('©&nbsp;2026 · Tarang')
    expect(html).toContain('<script type="application/ld+json">{"price":"₹79"}</script>')
    expect(html).toContain('<STYLE>.price::before { content: "₹" }</STYLE>')
    expect(parsed(html)).toEqual(parsed(PAGE))
  })

  it('returns a one-byte string when no such character is left, even for text cut from a two-byte string', () => {
    const page = PAGE.replace(/<script[\s\S]*<\/STYLE>/, '')
    expect(isOneByte(page)).toBe(false)
    const html = toOneByteHtml(page)
    expect(isOneByte(html)).toBe(true)
    expect(parsed(html)).toEqual(parsed(page))
    // Latin-1 text that V8 holds at two bytes, because it was cut from a string with a ₹ in it.
    const cut = `₹${'<p>Plain text</p>'.repeat(4)}`.slice(1)
    expect(isOneByte(cut)).toBe(false)
    expect(toOneByteHtml(cut)).toBe(cut)
    expect(isOneByte(toOneByteHtml(cut))).toBe(true)
  })

  it('never drops a character the pattern leaves (it ignores case, so Ÿ and Μ pass it): that HTML stays two-byte', () => {
    const page = '<p>Ÿ and Μ, ₹</p>'
    const html = toOneByteHtml(page)
    expect(parsed(html)).toEqual(parsed(page))
    expect(html).toContain('&#8377;')
  })

  it('keeps the references but stays two-byte when a script or style holds such a character', () => {
    const html = toOneByteHtml(PAGE)
    expect(isOneByte(html)).toBe(false)
    expect(html.slice(0, html.indexOf('<script'))).not.toContain('₹')
  })
})
