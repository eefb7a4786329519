/**
 * The warnings of Google's rich-result rules the site accepts: fields a hosting plan cannot truthfully have. Why
 * each is accepted is written once, for maintainers, in docs/content-maintainers.md ("Rich results"), which a unit
 * test keeps listing exactly these. tests/build/richResults.test.ts fails on any other warning, and on an entry
 * here that the build no longer gives (remove it there too).
 */
export interface AcceptedWarning {
  /** The schema.org type the warning is about. */
  type: string
  /** The field it asks for (the first, where it asks for one of several, as for the GTIN fields). */
  field: string
}

const product = (field: string): AcceptedWarning => ({ type: 'Product', field })

export const acceptedWarnings: readonly AcceptedWarning[] = [
  { type: 'Offer', field: 'priceValidUntil' },
  ...[
    'aggregateRating',
    'review',
    'audience',
    'color',
    'material',
    'pattern',
    'size',
    'hasCertification',
    'gtin',
    'mpn',
    'sku',
    'inProductGroupWithID',
    'isVariantOf',
    'subjectOf',
  ].map(product),
]

/** `Product.sku`: how the docs and the test output name an accepted warning. */
export const acceptedName = ({ type, field }: AcceptedWarning): string => `${type}.${field}`

/** The accepted entry a warning matches, if any. */
export const acceptedEntry = (warning: { type: string; fields: readonly string[] }): AcceptedWarning | undefined =>
  acceptedWarnings.find((entry) => entry.type === warning.type && entry.field === warning.fields[0])
