import path from 'node:path'
import { defaultOptions, Liquid } from 'liquidjs'
import MarkdownIt, { type Token } from 'markdown-it'
import { isMap, isScalar, LineCounter, parseDocument, type Scalar, visit } from 'yaml'
import type { z } from 'zod'
import { ContentError, contentText, failAt as fail, lineAt, readContent } from './contentFile'
import { contentLinkProblem } from './contentLinks'
import { defineData } from './define'

// Reads content/ (Markdown prose, YAML copy) with data/ values as Liquid placeholders, at build time only.
const contentRoot = path.resolve('content')

const read = (file: string) => readContent(path.join(contentRoot, file), file)

const liquid = new Liquid({
  root: contentRoot,
  extname: '.md',
  // An included file (`{% include "./_contact" %}`) is read and checked like the file including it.
  fs: {
    ...defaultOptions.fs,
    readFileSync: (file: string) => {
      const name = path.relative(contentRoot, file)
      return contentText(name, read(name))
    },
  },
  // An unknown placeholder or filter fails the build with the file, line and column.
  strictVariables: true,
  strictFilters: true,
  ownPropertyOnly: true,
  // A placeholder whose value is missing (null or empty) fails as well, rather than printing nothing.
  outputEscape: (value: unknown) => {
    if (value === null || value === undefined || value === '') throw new Error('the placeholder has no value')
    return String(value)
  },
})
/** `{{ products | sentence: "or" }}` → "a, b or c" (British English lists, as the site writes them). */
liquid.registerFilter('sentence', (items: readonly string[], conjunction: 'and' | 'or') =>
  new Intl.ListFormat('en-GB', { type: conjunction === 'or' ? 'disjunction' : 'conjunction' }).format(items),
)
/** Liquid's own `capitalize` lower-cases the rest ("VPS" → "Vps"); this only raises the first letter. */
liquid.registerFilter('upcase_first', (text: string) => text.charAt(0).toUpperCase() + text.slice(1))

// Raw HTML is parsed only so that it can be rejected (see checkTokens); typographer off keeps quotes as written.
const markdown = new MarkdownIt({ html: true })
// markdown-it leaves a javascript:, vbscript: or data: link as its raw text on the page, silently; taking every
// target as a link lets checkTokens refuse it by name (it takes only the kinds of data/schemas/links.ts).
markdown.validateLink = () => true

/** The one HTML comment content may hold: where a component (such as the consent settings button) goes. */
const componentMarker = /^<!-- component: ([a-z-]+) -->$/

/**
 * Refuses raw HTML, images and links the site does not write. `text` is the file as written: a link typed into it is
 * named at its own line, which placeholders and `{% if %}` blocks may have moved in the filled-in text.
 */
function checkTokens(file: string, text: string, tokens: readonly Token[], line?: number): void {
  let at = line
  for (const token of tokens) {
    if (token.map) at = token.map[0] + 1
    if (token.type === 'html_inline' || (token.type === 'html_block' && !componentMarker.test(token.content.trim())))
      fail(file, `raw HTML is not allowed (${token.content.trim()})`, at)
    if (token.type === 'image')
      fail(file, 'an image is not allowed: expected text and links (pictures are placed by the page)', at)
    const href = token.type === 'link_open' ? String(token.attrGet('href')) : undefined
    const problem = href === undefined ? undefined : contentLinkProblem(href)
    if (href !== undefined && problem !== undefined) {
      const typedAt = text.indexOf(href)
      fail(file, `link "${href}" ${problem}`, typedAt === -1 ? at : lineAt(text, typedAt))
    }
    // Inside a paragraph, each line break moves to the next line of the file.
    if ((token.type === 'softbreak' || token.type === 'hardbreak') && at !== undefined) at += 1
    if (token.children) checkTokens(file, text, token.children, at)
  }
}

/** Fills the placeholders of one file under content/ and parses the result; errors name the file and line. */
function parseContent(file: string, values: object, input: string | Uint8Array): Token[] {
  const text = contentText(file, input)
  let source: string
  try {
    source = liquid.renderSync(liquid.parse(text, path.join(contentRoot, file)), values)
  } catch (error) {
    // A mistake in an included file is that file's, already named.
    const cause = (error as { originalError?: unknown }).originalError ?? error
    if (cause instanceof ContentError) throw cause
    fail(file, error instanceof Error ? error.message : String(error))
  }
  const tokens = markdown.parse(source, {})
  checkTokens(file, text, tokens)
  return tokens
}

/** Tokens split at the `## Heading {#id}` lines: what comes before the first heading, then each section. */
function splitAtHeadings(file: string, tokens: Token[]) {
  const starts = tokens.flatMap((token, index) => (token.type === 'heading_open' && token.tag === 'h2' ? [index] : []))
  const sections = starts.map((start, index) => {
    const line = (tokens[start]?.map?.[0] ?? 0) + 1
    const title = tokens[start + 1]?.content ?? ''
    const match = /^(.*\S)\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/.exec(title)
    if (!match) fail(file, `heading "${title}" needs an anchor id, as in "## ${title} {#some-id}"`, line)
    const body = tokens.slice(start + 3, starts[index + 1] ?? tokens.length)
    return { id: match[2] as string, heading: match[1] as string, body, line }
  })
  return { before: tokens.slice(0, starts[0] ?? tokens.length), sections }
}

/** The text of plain paragraphs; anything else (a heading, a list, a link, emphasis) fails. */
function plainParagraphs(file: string, tokens: Token[]): string[] {
  return tokens.flatMap((token) => {
    if (token.type === 'paragraph_open' || token.type === 'paragraph_close') return []
    const parts = token.type === 'inline' ? (token.children ?? []) : []
    if (parts.length === 0 || parts.some((part) => part.type !== 'text' && part.type !== 'softbreak')) {
      const line = token.map ? token.map[0] + 1 : undefined
      fail(file, 'expected plain paragraphs only (no headings, lists, links or emphasis)', line)
    }
    return [parts.map((part) => (part.type === 'softbreak' ? ' ' : part.content)).join('')]
  })
}

/** The lead paragraph as `summary` (inline HTML), then `## Heading {#id}` sections as HTML, each may end in a marker. */
export function contentSections(file: string, values: object, text: string | Uint8Array = read(file)) {
  const { before: lead, sections } = splitAtHeadings(file, parseContent(file, values, text))
  if (lead.length !== 3 || lead[1]?.type !== 'inline')
    fail(file, 'expected one lead paragraph before the first heading', 1)
  return {
    summary: markdown.renderer.renderInline(lead[1]?.children ?? [], markdown.options, {}),
    sections: sections.map(({ id, heading, body, line }) => {
      const markerAt = body.findIndex((token) => token.type === 'html_block')
      if (markerAt !== -1 && markerAt !== body.length - 1) fail(file, 'a component marker must end its section', line)
      const component = markerAt === -1 ? undefined : componentMarker.exec(body[markerAt]?.content.trim() ?? '')?.[1]
      const html = markdown.renderer.render(markerAt === -1 ? body : body.slice(0, markerAt), markdown.options, {})
      return { id, heading, html, component }
    }),
  }
}

/** `## Heading {#id}` entries (questions, say) with plain paragraphs as text; nothing may precede the first heading. */
export function contentEntries(file: string, values: object, text: string | Uint8Array = read(file)) {
  const { before, sections } = splitAtHeadings(file, parseContent(file, values, text))
  if (before.length > 0) fail(file, 'expected the first line to be a "## Heading {#id}"', 1)
  return sections.map(({ id, heading, body }) => ({ id, heading, paragraphs: plainParagraphs(file, body) }))
}

/** The paragraphs of a file of plain prose, as text; anything else fails, since the page would not show it. */
export function contentParagraphs(file: string, values: object, text: string | Uint8Array = read(file)): string[] {
  return plainParagraphs(file, parseContent(file, values, text))
}

/** Page copy in YAML, one top-level key per export; any string may hold placeholders, any `href` is checked. */
export function contentCopy(file: string, values: object, input: string | Uint8Array = read(file)) {
  const lineCounter = new LineCounter()
  const document = parseDocument(contentText(file, input), { lineCounter })
  const [error] = document.errors
  if (error) fail(file, error.message, error.linePos?.[0].line)
  if (!isMap(document.contents))
    fail(file, 'holds no keys: expected top-level keys, each at the start of a line with its copy indented below it')
  const lineOf = (node: Scalar) => (node.range ? lineCounter.linePos(node.range[0]).line : undefined)
  visit(document, {
    Scalar(_key, node) {
      if (typeof node.value !== 'string' || !node.value.includes('{')) return
      try {
        node.value = liquid.parseAndRenderSync(node.value, values)
      } catch (error) {
        // Liquid's own position counts from the start of the value, not of the file.
        const message = error instanceof Error ? error.message : String(error)
        fail(file, message.replace(/, line:\d+, col:\d+$/, ''), lineOf(node))
      }
    },
  })
  // After the placeholders are filled, so a link from data/ is checked as the page will have it.
  visit(document, {
    Pair(_key, pair) {
      if (!isScalar(pair.key) || pair.key.value !== 'href' || !isScalar(pair.value)) return
      const href = String(pair.value.value)
      const problem = contentLinkProblem(href)
      if (problem !== undefined) fail(file, `link "${href}" ${problem}`, lineOf(pair.value))
    },
  })
  return document.toJS() as Record<string, unknown>
}

/** Reads a content/pages YAML file once; each export takes its key, completed by `derive` and checked by `schema`. */
export function copyFrom(file: string, values: object) {
  const copy = contentCopy(file, values)
  return <Schema extends z.ZodType>(
    exportName: string,
    schema: Schema,
    derive: (written: never) => z.input<Schema> = (written) => written,
  ): z.output<Schema> => {
    if (!(exportName in copy))
      fail(file, `has no key "${exportName}": expected "${exportName}:" at the start of a line, the copy below it`)
    return defineData(`content/${file}`, exportName, schema, derive(copy[exportName] as never))
  }
}
