/**
 * A small HTML tokenizer for the link check: start tags with their attributes, end tags, text, and the raw
 * contents of elements whose content is not markup (script, style, title, textarea). No DOM and no browser:
 * the prerendered pages only need to be read, and a full parser is several times slower on every build.
 *
 * It follows the HTML tokenizer where it matters for links: quoted, single-quoted and unquoted attribute
 * values, character references in text and attributes, comments and doctypes skipped, tag and attribute names
 * lower-cased, the first of two duplicate attributes kept.
 */

export type HtmlToken =
  | { type: 'start'; name: string; attrs: Map<string, string>; selfClosing: boolean }
  | { type: 'end'; name: string }
  | { type: 'text'; text: string }
  /** Content of script, style, title or textarea; entities decoded only where HTML decodes them (title, textarea). */
  | { type: 'raw'; name: string; text: string }

const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea'])
const DECODED_RAW_TEXT = new Set(['title', 'textarea'])

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  rarr: '→',
  larr: '←',
  middot: '·',
  bull: '•',
  times: '×',
  rupee: '₹',
}

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g

/** Decodes character references (`&amp;`, `&#39;`, `&#x20B9;` and the common named ones). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(
    ENTITY,
    (match, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (decimal !== undefined || hex !== undefined) {
        const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex as string, 16)
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
      }
      return NAMED_ENTITIES[name as string] ?? match
    },
  )
}

const TAG_NAME = /[a-zA-Z][^\s/>]*/y
const ATTR_NAME = /[^\s"'>/=][^\s"'>/=]*/y
const WHITESPACE = /\s*/y
const UNQUOTED_VALUE = /[^\s>]*/y

function matchAt(pattern: RegExp, text: string, index: number): string | undefined {
  pattern.lastIndex = index
  const match = pattern.exec(text)
  return match ? match[0] : undefined
}

function skipWhitespace(html: string, index: number): number {
  WHITESPACE.lastIndex = index
  WHITESPACE.exec(html)
  return WHITESPACE.lastIndex
}

/** Splits a document into tokens. Never throws: malformed markup degrades to text, as in a browser. */
export function* tokenizeHtml(html: string): Generator<HtmlToken> {
  const lower = html.toLowerCase()
  const length = html.length
  let index = 0
  while (index < length) {
    const open = html.indexOf('<', index)
    if (open === -1) {
      yield { type: 'text', text: decodeEntities(html.slice(index)) }
      return
    }
    const next = html[open + 1]
    // A '<' that does not start a tag, comment or end tag is text.
    const startsMarkup =
      next !== undefined && (/[a-zA-Z!?]/.test(next) || (next === '/' && /[a-zA-Z]/.test(html[open + 2] ?? '')))
    if (!startsMarkup) {
      const textEnd = html.indexOf('<', open + 1)
      const end = textEnd === -1 ? length : textEnd
      yield { type: 'text', text: decodeEntities(html.slice(index, end)) }
      index = end
      continue
    }
    if (open > index) yield { type: 'text', text: decodeEntities(html.slice(index, open)) }

    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      index = close === -1 ? length : close + 3
      continue
    }
    if (next === '!' || next === '?') {
      const close = html.indexOf('>', open)
      index = close === -1 ? length : close + 1
      continue
    }
    if (next === '/') {
      const name = matchAt(TAG_NAME, html, open + 2) as string
      const close = html.indexOf('>', open)
      index = close === -1 ? length : close + 1
      yield { type: 'end', name: name.toLowerCase() }
      continue
    }

    const rawName = matchAt(TAG_NAME, html, open + 1) as string
    const name = rawName.toLowerCase()
    const attrs = new Map<string, string>()
    let cursor = open + 1 + rawName.length
    let selfClosing = false
    while (cursor < length) {
      cursor = skipWhitespace(html, cursor)
      const char = html[cursor]
      if (char === undefined) break
      if (char === '>') {
        cursor += 1
        break
      }
      if (char === '/') {
        if (html[cursor + 1] === '>') {
          selfClosing = true
          cursor += 2
          break
        }
        cursor += 1
        continue
      }
      const attrName = matchAt(ATTR_NAME, html, cursor)
      if (attrName === undefined) {
        // A stray quote or '=' where a name should be: skip it, as the HTML tokenizer does.
        cursor += 1
        continue
      }
      cursor += attrName.length
      let value = ''
      const afterName = skipWhitespace(html, cursor)
      if (html[afterName] === '=') {
        const valueStart = skipWhitespace(html, afterName + 1)
        const quote = html[valueStart]
        if (quote === '"' || quote === "'") {
          const valueEnd = html.indexOf(quote, valueStart + 1)
          const end = valueEnd === -1 ? length : valueEnd
          value = html.slice(valueStart + 1, end)
          cursor = end + 1
        } else {
          value = matchAt(UNQUOTED_VALUE, html, valueStart) ?? ''
          cursor = valueStart + value.length
        }
      }
      const key = attrName.toLowerCase()
      if (!attrs.has(key)) attrs.set(key, decodeEntities(value))
    }
    index = cursor
    yield { type: 'start', name, attrs, selfClosing }

    if (RAW_TEXT_ELEMENTS.has(name) && !selfClosing) {
      const close = lower.indexOf(`</${name}`, index)
      const end = close === -1 ? length : close
      const text = html.slice(index, end)
      yield { type: 'raw', name, text: DECODED_RAW_TEXT.has(name) ? decodeEntities(text) : text }
      index = end
    }
  }
}
