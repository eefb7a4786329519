import { defineRule, inWords } from '../rule'

/** Hosts reserved for examples and tests (RFC 2606, RFC 6761) and this machine. */
function isPlaceholderHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '').replace(/:\d+$/, '')
  return /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$|^127\.|^\[::1\]$|^0\.0\.0\.0$/.test(name)
}

/** Production means SITE_URL names a real public domain (not example.com, .test, localhost). */
export const isProductionSiteUrl = (siteUrl: string | null): boolean =>
  siteUrl !== null && URL.canParse(siteUrl) && !isPlaceholderHost(new URL(siteUrl).host)

/** The host of a web address or the domain of an email address; undefined for other text. */
function hostOf(text: string): string | undefined {
  if (/^https?:\/\//i.test(text)) return URL.canParse(text) ? new URL(text).host : undefined
  return /^(?:mailto:)?[^@\s/:]+@([^@\s/]+)$/i.exec(text)?.[1]
}

/** '+91 00000 00000', '+910000000000', '9999999999', '1234567890': digits that cannot be a real number. */
function isPlaceholderPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '')
  if (digits.length < 8 || !/^[+\d\s().-]+$/.test(text.trim())) return false
  const national = digits.slice(-10)
  return /^(\d)\1+$/.test(national) || national === '1234567890' || national === '0123456789'
}

const PLACEHOLDER_WORDING = /\b(example|sample|placeholder|lorem ipsum|dummy|tbd|todo)\b/i

/** Every text value of the site config by field path: `site.contact.supportEmail` -> 'support@example.com'. */
function texts(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => texts(child, `${path}.${key}`))
}

export default defineRule<'site' | 'siteUrlSetting'>(import.meta.filename, {
  severity: 'warning',
  description:
    'No example.com addresses, placeholder phone numbers or example wording in the site details; an error when SITE_URL is a real domain (a production build).',
  check({ site, siteUrlSetting }, report) {
    const production = isProductionSiteUrl(siteUrlSetting)
    const advice = production
      ? `SITE_URL is ${siteUrlSetting}, so this is a production build: replace them before publishing.`
      : "Fine for a preview; replace them with the business's real details before launch (a build with SITE_URL set to a real domain fails on this)."
    const found = { domains: [] as string[], phones: [] as string[], wording: [] as string[] }
    const siteTexts = Object.fromEntries(texts(site, 'site'))
    for (const [field, text] of Object.entries(siteTexts)) {
      const host = hostOf(text)
      if (host !== undefined) {
        if (isPlaceholderHost(host)) found.domains.push(field)
      } else if (isPlaceholderPhone(text)) found.phones.push(field)
      else if (PLACEHOLDER_WORDING.test(text)) found.wording.push(field)
    }
    const quoted = (fields: string[]) => fields.map((field) => `${field} ${JSON.stringify(siteTexts[field])}`)
    const headings = {
      domains: `${found.domains.length === 1 ? 'An address is' : `${found.domains.length} addresses are`} still on example domains`,
      phones: 'The phone number is a placeholder',
      wording: 'Legal and contact details still read like placeholders',
    }
    for (const kind of ['domains', 'phones', 'wording'] as const) {
      if (found[kind].length === 0) continue
      report(
        { module: 'data/site.ts', field: found[kind].join(', ') },
        `${headings[kind]}: ${inWords(quoted(found[kind]))}. ${advice}`,
        production ? 'error' : 'warning',
      )
    }
  },
})
