import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contentCopy, contentEntries, contentParagraphs, contentSections, copyFrom } from '../../../data/markdown'

const file = 'policies/example.md'
const sections = (text: string, values: object = {}) => contentSections(file, values, text)

describe('content Markdown', () => {
  it('fills placeholders and splits the text at its headings', () => {
    const { summary, sections: parts } = sections(
      'In **short**.\n\n## First {#first}\n\nHello {{ who }}, see [terms]({{ path }}).\n\n- {{ items | sentence: "or" }}\n',
      { who: 'Asha', path: '/terms-of-service/', items: ['a', 'b', 'c'] },
    )
    expect(summary).toBe('In <strong>short</strong>.')
    expect(parts).toEqual([
      {
        id: 'first',
        heading: 'First',
        html: '<p>Hello Asha, see <a href="/terms-of-service/">terms</a>.</p>\n<ul>\n<li>a, b or c</li>\n</ul>\n',
        component: undefined,
      },
    ])
  })

  it('fails on an unknown placeholder or filter, naming the file and line', () => {
    expect(() => sections('Lead.\n\n## A {#a}\n\nHello {{ who }}.\n')).toThrow(
      /^content\/policies\/example\.md: undefined variable: who, line:5/,
    )
    expect(() => sections('Lead.\n\n## A {#a}\n\n{{ who | shout }}\n', { who: 'x' })).toThrow(
      /content\/policies\/example\.md: undefined filter: shout.*line:5/,
    )
  })

  it('fails on a placeholder whose value is missing', () => {
    expect(() => sections('Lead.\n\n## A {#a}\n\nHello {{ who }}.\n', { who: null })).toThrow(
      /content\/policies\/example\.md: the placeholder has no value.*line:5/,
    )
  })

  it('rejects raw HTML, headings without an anchor id and unsupported link targets', () => {
    expect(() => sections('Lead.\n\n## A {#a}\n\nx <b>y</b>\n')).toThrow('example.md:5: raw HTML is not allowed')
    expect(() => sections('Lead.\n\n## A\n\nx\n')).toThrow('example.md:3: heading "A" needs an anchor id')
    expect(() => sections('Lead.\n\n## A {#a}\n\n[x](ftp://example.com/)\n')).toThrow(
      'example.md:5: link "ftp://example.com/" uses ftp:, a scheme the site never links with',
    )
  })

  it('takes a component marker at the end of a section', () => {
    const [section] = sections('Lead.\n\n## A {#a}\n\nText.\n\n<!-- component: consent-settings -->\n').sections
    expect(section).toMatchObject({ html: '<p>Text.</p>\n', component: 'consent-settings' })
    expect(() => sections('Lead.\n\n## A {#a}\n\n<!-- component: consent-settings -->\n\nText.\n')).toThrow(
      'a component marker must end its section',
    )
  })
})

describe('plain-prose content', () => {
  it('gives each paragraph as text, with its placeholders filled and line breaks as spaces', () => {
    expect(
      contentParagraphs('pages/example.md', { brand: 'Tarang' }, '{{ brand }} began\nin 2023.\n\nThen & now.\n'),
    ).toEqual(['Tarang began in 2023.', 'Then & now.'])
  })

  it('fails on markup the page would not show, naming the file and line', () => {
    expect(() => contentParagraphs('pages/example.md', {}, 'One.\n\nTwo with a [link](/faq/).\n')).toThrow(
      'content/pages/example.md:3: expected plain paragraphs only',
    )
    expect(() => contentParagraphs('pages/example.md', {}, 'One.\n\n- a list\n')).toThrow('content/pages/example.md:3:')
  })
})

describe('entries content', () => {
  it('gives each heading with its id and plain paragraphs', () => {
    expect(
      contentEntries(
        'pages/example.md',
        { n: 2 },
        '## Why? {#why}\n\nBecause {{ n }}.\n\n## How? {#how}\n\nLike so.\n',
      ),
    ).toEqual([
      { id: 'why', heading: 'Why?', paragraphs: ['Because 2.'] },
      { id: 'how', heading: 'How?', paragraphs: ['Like so.'] },
    ])
  })

  it('fails on text before the first heading', () => {
    expect(() => contentEntries('pages/example.md', {}, 'Intro.\n\n## Why? {#why}\n\nBecause.\n')).toThrow(
      'content/pages/example.md:1: expected the first line to be a "## Heading {#id}"',
    )
  })
})

describe('content YAML', () => {
  const copy = (text: string, values: object = {}) => contentCopy('pages/example.yaml', values, text)

  it('fills placeholders in any string, with filters, and keeps numbers', () => {
    const text =
      'page:\n  title: "{{ claims.setup | upcase_first }}"\n  items:\n    - Only {{ count }} left\n  width: 480\n'
    expect(copy(text, { claims: { setup: 'instant setup' }, count: 3 })).toEqual({
      page: { title: 'Instant setup', items: ['Only 3 left'], width: 480 },
    })
  })

  it('fails on an unknown placeholder, naming the file and line', () => {
    expect(() => copy('page:\n  title: ok\n  text: Hello {{ nobody }}\n', {})).toThrow(
      /^content\/pages\/example\.yaml:3: undefined variable: nobody$/,
    )
  })

  it('fails on a placeholder without a value, naming the file and line', () => {
    expect(() => copy('page:\n  - "{{ claims.gone }}"\n', { claims: { gone: '' } })).toThrow(
      'content/pages/example.yaml:2: the placeholder has no value',
    )
  })

  it('fails on broken YAML, naming the file and line', () => {
    expect(() => copy('page:\n  title: one\n  title: two\n')).toThrow(/^content\/pages\/example\.yaml:3: /)
  })
})

/** Matches an error's whole message, which a maintainer reads as it is. */
const exactly = (message: string) => new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/**
 * Each mistake an audit found building silently or blamed on another file, through the real loaders with the text
 * (or bytes) of the file given; every message is asserted whole, as a maintainer reads it.
 */
describe('content mistakes, named at their source', () => {
  const expected =
    'expected a site path like /games/ (a slash at each end, an optional #anchor), an https:// address, a mailto: address or a tel:+<digits> number'
  const policy = (paragraph: string) => () => sections(`Lead.\n\n## A {#a}\n\n${paragraph}\n`)

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'vbscript:msgbox(1)'])(
    'refuses a Markdown link to %s, which markdown-it would leave as raw text',
    (href) => {
      const scheme = href.slice(0, href.indexOf(':'))
      expect(policy(`Fixes [lag spikes](${href}) fast.`)).toThrow(
        exactly(
          `content/policies/example.md:5: link "${href}" uses ${scheme}:, a scheme the site never links with: ${expected}`,
        ),
      )
    },
  )

  it('refuses a Markdown link to a page the site does not have, at its own line', () => {
    expect(policy('Read the\n[refund rules](/no-such-page/).')).toThrow(
      exactly(
        'content/policies/example.md:6: link "/no-such-page/" goes to no page of the site: expected the path of a page in data/routePaths.ts, or a game of data/games.ts (/games/<slug>/)',
      ),
    )
    // A page that exists, with or without an anchor, and a catalogue game's generated page.
    expect(policy('[a](/faq/) [b](/refund-policy/#requesting) [c](/games/valheim/)')).not.toThrow()
  })

  it('names the line a typed link is on, however placeholders moved the filled-in text', () => {
    const text = 'Lead.\n\n## A {#a}\n\n{% for item in items %}\n- {{ item }}\n{% endfor %}\n\nSee [x](/nope/).\n'
    expect(() => sections(text, { items: ['a', 'b', 'c', 'd'] })).toThrow(
      /^content\/policies\/example\.md:9: link "\/nope\/"/,
    )
  })

  it('refuses a YAML href without the trailing slash, naming the line and the form expected', () => {
    expect(() => contentCopy('pages/home.yaml', {}, 'homeContent:\n  cta:\n    href: /games\n')).toThrow(
      exactly(`content/pages/home.yaml:3: link "/games" has no slash at the end (write /games/): ${expected}`),
    )
  })

  it('refuses a YAML href to another scheme or to no page', () => {
    expect(() => contentCopy('pages/home.yaml', {}, 'a:\n  href: "javascript:alert(1)"\n')).toThrow(
      exactly(
        `content/pages/home.yaml:2: link "javascript:alert(1)" uses javascript:, a scheme the site never links with: ${expected}`,
      ),
    )
    expect(() => contentCopy('pages/home.yaml', { to: '/gmaes/' }, 'a:\n  - href: "{{ to }}"\n')).toThrow(
      /^content\/pages\/home\.yaml:2: link "\/gmaes\/" goes to no page of the site/,
    )
  })

  it('names an empty YAML file, and one with nothing but comments', () => {
    expect(() => contentCopy('pages/home.yaml', {}, '')).toThrow(
      exactly(
        "content/pages/home.yaml: is empty: expected the file's text (git restore brings back the committed version)",
      ),
    )
    expect(() => contentCopy('pages/home.yaml', {}, '# The home page.\n')).toThrow(
      exactly(
        'content/pages/home.yaml: holds no keys: expected top-level keys, each at the start of a line with its copy indented below it',
      ),
    )
  })

  it('names the top-level key a YAML file lacks', () => {
    expect(() => copyFrom('pages/tutorials.yaml', {})('noSuchCopy', z.unknown())).toThrow(
      exactly(
        'content/pages/tutorials.yaml: has no key "noSuchCopy": expected "noSuchCopy:" at the start of a line, the copy below it',
      ),
    )
  })

  it('names an empty Markdown file itself, not the YAML file whose page shows it', () => {
    expect(() => contentParagraphs('pages/about-story.md', {}, '\n\n')).toThrow(
      exactly(
        "content/pages/about-story.md: is empty: expected the file's text (git restore brings back the committed version)",
      ),
    )
  })

  it('names a file that cannot be read', () => {
    expect(() => contentParagraphs('pages/no-such-file.md', {})).toThrow(
      exactly('content/pages/no-such-file.md: cannot be read (there is no such file): expected a text file'),
    )
  })

  it('names binary bytes: a line that is not UTF-8, and a control character', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('One.\n\nTwo '), 0xff, 0xfe, 0x0a])
    expect(() => contentParagraphs('pages/about-story.md', {}, bytes)).toThrow(
      exactly(
        'content/pages/about-story.md:3: is not UTF-8 text (binary bytes, or text saved in another encoding): expected the file saved as UTF-8',
      ),
    )
    expect(() => contentParagraphs('pages/about-story.md', {}, 'One.\n\nTwo\u0000three.\n')).toThrow(
      exactly(
        'content/pages/about-story.md:3: has the control character U+0000 at column 4: expected printable text (tab and line breaks are the only control characters allowed)',
      ),
    )
    // Tabs, carriage returns and text beyond ASCII are text.
    expect(contentParagraphs('pages/about-story.md', {}, 'Tarang\tक्लाउड.\r\n')).toEqual(['Tarang\tक्लाउड.'])
  })
})
