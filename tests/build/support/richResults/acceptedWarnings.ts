/**
 * The warnings of Google's rich-result rules the site accepts, as `Type.field` (the first field, where a warning
 * asks for one of several, as for the GTIN fields): fields a hosting plan cannot truthfully have. Why each is
 * accepted is written once, for maintainers, in docs/content-maintainers.md ("Rich results"), which a unit test
 * keeps listing exactly these. tests/build/richResults.test.ts fails on any other warning, and on an entry here
 * that the build no longer gives (remove it there too).
 */
export const acceptedWarnings: readonly string[] = [
  'Offer.priceValidUntil',
  ...'aggregateRating review audience color material pattern size hasCertification gtin mpn sku inProductGroupWithID isVariantOf subjectOf'
    .split(' ')
    .map((field) => `Product.${field}`),
]

/** The accepted warning (`Product.sku`) a warning matches, if any. */
export const acceptedEntry = (warning: { type: string; fields: readonly string[] }): string | undefined =>
  acceptedWarnings.find((name) => name === `${warning.type}.${warning.fields[0]}`)
