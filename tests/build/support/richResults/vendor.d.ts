// The two packages ship JavaScript without types; these are the parts of their API the check uses, as read in
// their sources (node_modules/@adobe/structured-data-validator/src/validator.js, @marbec/web-auto-extractor's dist).

declare module '@marbec/web-auto-extractor' {
  /** Items of each syntax, by their @type. */
  export type ExtractedData = Record<'jsonld' | 'microdata' | 'rdfa', Record<string, Array<Record<string, unknown>>>>

  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean })
    parse(html: string): ExtractedData
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor'

  /** One step from the root item to the item an issue is about. */
  export interface PathStep {
    type?: string | string[]
    property?: string
    index?: number
    length?: number
  }

  export interface ValidationIssue {
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    /** The root item's @type, or the syntax ('jsonld') for a block that could not be read. */
    rootType: string
    path?: PathStep[]
    fieldNames?: string[]
    location?: string
  }

  export default class Validator {
    /** Without a schema.org vocabulary it checks Google's rich-result rules only and loads nothing. */
    constructor(schemaOrgJson?: unknown)
    validate(data: ExtractedData): Promise<ValidationIssue[]>
  }
}
