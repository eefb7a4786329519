import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkPage, countByKind, formatIssue } from '../../../../../build/support/richResults/validate'

/** A page with one JSON-LD block, on the document's third line. */
const page = (data: unknown) =>
  `<!doctype html>\n<html><head><title>t</title>\n<script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`

const product = (extra: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Minecraft server hosting',
  offers: [{ '@type': 'Offer', price: 79, priceCurrency: 'INR', availability: 'https://schema.org/InStock' }],
  ...extra,
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('checkPage', () => {
  it("reports a Product without an image as an error, naming the page, the line, the type and Google's words", async () => {
    const { types, issues } = await checkPage('/games/minecraft/', page(product({})))
    expect(types).toEqual(['Product'])
    const error = issues.find((issue) => issue.severity === 'error')
    expect(error).toEqual({
      page: '/games/minecraft/',
      severity: 'error',
      type: 'Product',
      where: 'Product',
      problem: 'Required attribute "image" is missing',
      fields: ['image'],
      line: 3,
    })
    expect(formatIssue(error as NonNullable<typeof error>)).toBe(
      '/games/minecraft/ (line 3): Product: Required attribute "image" is missing',
    )
  })

  it('reports a missing recommended field as a warning on the item it belongs to', async () => {
    const { issues } = await checkPage('/x/', page(product({ image: 'https://www.example.com/a.svg' })))
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([])
    const offer = issues.find((issue) => issue.type === 'Offer')
    expect(offer).toMatchObject({ severity: 'warning', where: 'Product.offers[0]', fields: ['priceValidUntil'] })
    expect(formatIssue(offer as NonNullable<typeof offer>)).toBe(
      '/x/ (line 3): Product.offers[0] (Offer): Missing field "priceValidUntil" (optional)',
    )
  })

  it('reports a JSON-LD block that cannot be read', async () => {
    const html = '<html><head><script type="application/ld+json">{"@type": </script></head></html>'
    const { issues } = await checkPage('/broken/', html)
    expect(issues).toMatchObject([{ severity: 'error', type: 'jsonld', problem: 'Could not parse JSON-LD' }])
  })

  it("checks Google's rules alone, offline: no schema.org vocabulary is fetched or consulted", async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')))
    vi.stubGlobal('fetch', fetch)
    const organization = { '@context': 'https://schema.org', '@type': 'Organization', name: 'T', notAProperty: 1 }
    expect((await checkPage('/', page(organization))).issues).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
    // Given a vocabulary (here a one-type stand-in for schema.org's), the validator flags the unknown property.
    const vocabulary = {
      '@graph': [
        { '@id': 'schema:Organization', '@type': 'rdfs:Class' },
        { '@id': 'schema:name', '@type': 'rdf:Property', 'schema:domainIncludes': { '@id': 'schema:Organization' } },
      ],
    }
    const withVocabulary = await new Validator(vocabulary).validate(new WebAutoExtractor().parse(page(organization)))
    expect(withVocabulary.map((issue) => issue.fieldNames)).toEqual([['notAProperty']])
  })
})

describe('countByKind', () => {
  it('counts each kind over pages, most frequent first, keeping the first occurrence', async () => {
    const missingImage = (await checkPage('/a/', page(product({})))).issues
    const again = (await checkPage('/b/', page(product({})))).issues
    const kinds = countByKind([...missingImage, ...again, ...missingImage])
    const image = kinds.find((kind) => kind.kind === 'Product: Required attribute "image" is missing')
    expect(image).toMatchObject({ count: 3, pages: 2, example: { page: '/a/' } })
    expect(kinds[0]?.count).toBeGreaterThanOrEqual(kinds.at(-1)?.count ?? 0)
  })
})
