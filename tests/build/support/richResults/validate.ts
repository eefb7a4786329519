/**
 * Google's rich-result rules over a built page: @marbec/web-auto-extractor reads the page's structured data as
 * a crawler would, @adobe/structured-data-validator applies Google's required and recommended fields to it.
 */
import Validator, { type PathStep } from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { lineAt } from '../../../../data/contentFile'

export interface RichResultIssue {
  /** The page as a visitor addresses it ('/games/minecraft/'). */
  page: string
  severity: 'error' | 'warning'
  /** The schema.org type the issue is about ('Offer'), or the syntax ('jsonld') for a block that cannot be read. */
  type: string
  /** Where in the page's data: the root type, then properties ('Product.offers[2]'). */
  where: string
  /** The validator's words ('Required attribute "image" is missing'). */
  problem: string
  /** The fields the problem is about ('image'; every GTIN field for a missing GTIN). */
  fields: string[]
  /** Line of the page's HTML the data starts on, when known. */
  line?: number
}

// Built without a schema.org vocabulary, the validator adds no schema.org handler: it checks Google's rules only
// and loads nothing from the network (the vocabulary is a download from schema.org).
const validator = new Validator()
const extractor = new WebAutoExtractor({ addLocation: true })

const typeName = (type: PathStep['type']): string | undefined => (Array.isArray(type) ? type.join(',') : type)

/** 'Product.offers[2]': the root item's type, then each property followed, with its index in an array. */
function describePath(path: readonly PathStep[]): string {
  return path
    .map((step, position) =>
      position === 0
        ? (typeName(step.type) ?? '?')
        : `${step.property}${step.length === undefined ? '' : `[${step.index}]`}`,
    )
    .join('.')
}

export interface PageCheck {
  page: string
  /** The types of the page's top-level structured-data items, in every syntax ('Organization', 'Product'). */
  types: string[]
  issues: RichResultIssue[]
}

const SYNTAXES = ['jsonld', 'microdata', 'rdfa'] as const

/** The structured data (JSON-LD, microdata, RDFa) of one page, and every error and warning Google's rules give. */
export async function checkPage(page: string, html: string): Promise<PageCheck> {
  const data = extractor.parse(html)
  const types = SYNTAXES.flatMap((syntax) => Object.keys(data[syntax]))
  const issues = (await validator.validate(data)).map((issue): RichResultIssue => {
    const path = issue.path ?? []
    const innermost = [...path].reverse().find((step) => step.type !== undefined)
    // The extractor's location is 'start,end' offsets into the HTML.
    const offset = Number(issue.location?.split(',')[0])
    return {
      page,
      severity: issue.severity === 'ERROR' ? 'error' : 'warning',
      type: typeName(innermost?.type) ?? issue.rootType,
      where: path.length > 0 ? describePath(path) : issue.rootType,
      problem: issue.issueMessage,
      fields: issue.fieldNames ?? [],
      ...(Number.isInteger(offset) ? { line: lineAt(html, offset) } : {}),
    }
  })
  return { page, types, issues }
}

/** One line per issue: the page and the line its data starts on, where in the data, the type and the problem. */
export function formatIssue(issue: RichResultIssue): string {
  const line = issue.line === undefined ? '' : ` (line ${issue.line})`
  const where = issue.where === issue.type ? issue.type : `${issue.where} (${issue.type})`
  return `${issue.page}${line}: ${where}: ${issue.problem}`
}

/** Issues grouped by kind (the type and the problem, alike on every page), most frequent first, with the first one. */
export function countByKind(issues: readonly RichResultIssue[]) {
  const kinds = new Map<string, { count: number; pages: Set<string>; example: RichResultIssue }>()
  for (const issue of issues) {
    const kind = `${issue.type}: ${issue.problem}`
    const entry = kinds.get(kind) ?? { count: 0, pages: new Set<string>(), example: issue }
    entry.count += 1
    entry.pages.add(issue.page)
    kinds.set(kind, entry)
  }
  return [...kinds]
    .map(([kind, { count, pages, example }]) => ({ kind, count, pages: pages.size, example }))
    .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind))
}
