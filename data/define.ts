import type { z } from 'zod'

/** Thrown when a data module does not match its schema; the message names module, item and field. */
export class DataValidationError extends Error {
  override name = 'DataValidationError'
}

type PathSegment = PropertyKey

/** Fields that make an array item recognisable in an error message, in order of preference. */
const ITEM_LABEL_FIELDS = ['name', 'title', 'question', 'slug', 'path', 'id'] as const

function itemLabel(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined
  for (const field of ITEM_LABEL_FIELDS) {
    const value = (item as Record<string, unknown>)[field]
    if (typeof value === 'string' || typeof value === 'number') return String(value)
  }
  return undefined
}

/** `plans` + [3, 'price'] over the raw value -> `plans[3] (Acacia).price`. */
export function formatIssuePath(exportName: string, value: unknown, path: readonly PathSegment[]): string {
  let text = exportName
  let cursor: unknown = value
  for (const segment of path) {
    const next =
      typeof cursor === 'object' && cursor !== null ? (cursor as Record<PropertyKey, unknown>)[segment] : undefined
    if (typeof segment === 'number') {
      const label = itemLabel(next)
      text += `[${segment}]${label === undefined ? '' : ` (${label})`}`
    } else {
      text += `.${String(segment)}`
    }
    cursor = next
  }
  return text
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

function valueAt(value: unknown, path: readonly PathSegment[]): unknown {
  let cursor = value
  for (const segment of path) {
    if (typeof cursor !== 'object' || cursor === null) return undefined
    cursor = (cursor as Record<PropertyKey, unknown>)[segment]
  }
  return cursor
}

export function formatDataError(
  moduleId: string,
  exportName: string,
  value: unknown,
  issues: readonly z.core.$ZodIssue[],
) {
  const lines = issues.map((issue) => {
    const where = formatIssuePath(exportName, value, issue.path)
    const received =
      issue.code === 'unrecognized_keys' ? '' : ` (received ${describeReceived(valueAt(value, issue.path))})`
    return `${moduleId}: ${where}: ${issue.message}${received}`
  })
  return lines.join('\n')
}

/** Structural equality for plain data (key order ignored). */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined)
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

/**
 * Validates a data module's export when it is imported, so `vike build` (and every test) fails on bad data
 * with a message like `data/plans/minecraft.ts: plans[3] (Acacia).price: expected a positive number`.
 */
export function defineData<Schema extends z.ZodType>(
  moduleId: string,
  exportName: string,
  schema: Schema,
  value: z.input<Schema>,
): z.output<Schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw new DataValidationError(formatDataError(moduleId, exportName, value, result.error.issues))
  // Schemas must only check, never change, the data: the browser imports plain modules with the raw values
  // (data/uiSettings.ts, say), so a transform would make the prerendered HTML and the hydrated page disagree.
  if (!sameData(result.data, value)) {
    throw new DataValidationError(
      `${moduleId}: ${exportName}: the schema changed the data while validating it; use checks, not transforms`,
    )
  }
  return result.data
}
