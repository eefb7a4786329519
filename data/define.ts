import { isDeepStrictEqual } from 'node:util'
import type { z } from 'zod'

/** One problem in a data module: `data/plans/minecraft.ts`, `plans[3] (Acacia).price`, `expected a positive number`. */
type DataIssue = { module: string; field: string; message: string }

/** Thrown when a data module does not match its schema; the message names module, item and field, one per line. */
export class DataValidationError extends Error {
  override name = 'DataValidationError'
  constructor(readonly issues: readonly DataIssue[]) {
    super(issues.map((issue) => `${issue.module}: ${issue.field}: ${issue.message}`).join('\n'))
  }
}

/** Fields that make an array item recognisable in an error message, in order of preference. */
const ITEM_LABEL_FIELDS = ['name', 'title', 'question', 'slug', 'path', 'id'] as const

/** The value at `path` inside `value`; undefined where the path leaves the data. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (cursor, segment) =>
      typeof cursor === 'object' && cursor !== null ? (cursor as Record<PropertyKey, unknown>)[segment] : undefined,
    value,
  )
}

/** `plans` + [3, 'price'] over the raw value -> `plans[3] (Acacia).price`. */
export function formatIssuePath(exportName: string, value: unknown, path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, segment, index) => {
    if (typeof segment !== 'number') return `${text}.${String(segment)}`
    const item = valueAt(value, path.slice(0, index + 1))
    const label = ITEM_LABEL_FIELDS.map((field) => valueAt(item, [field])).find(
      (candidate) => typeof candidate === 'string' || typeof candidate === 'number',
    )
    return `${text}[${segment}]${label === undefined ? '' : ` (${String(label)})`}`
  }, exportName)
}

function describeReceived(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  return `the ${typeof value} ${String(value)}`
}

function dataIssues(module: string, exportName: string, value: unknown, issues: readonly z.core.$ZodIssue[]) {
  return issues.map((issue) => {
    const received =
      issue.code === 'unrecognized_keys' ? '' : ` (received ${describeReceived(valueAt(value, issue.path))})`
    return { module, field: formatIssuePath(exportName, value, issue.path), message: `${issue.message}${received}` }
  })
}

/** Validates a data module's export as it is imported, so the build and every test fail on bad data. */
export function defineData<Schema extends z.ZodType>(
  moduleId: string,
  exportName: string,
  schema: Schema,
  value: z.input<Schema>,
): z.output<Schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw new DataValidationError(dataIssues(moduleId, exportName, value, result.error.issues))
  // Schemas must only check, never change, the data: the browser imports plain modules with the raw values
  // (data/uiSettings.ts, say), so a transform would make the prerendered HTML and the hydrated page disagree.
  if (!isDeepStrictEqual(result.data, value)) {
    const message = 'the schema changed the data while validating it; use checks, not transforms'
    throw new DataValidationError([{ module: moduleId, field: exportName, message }])
  }
  return result.data
}
