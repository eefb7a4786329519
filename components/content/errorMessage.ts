const NOT_FOUND_MESSAGE = '404 Not Found'
const FALLBACK_ERROR_MESSAGE = '500 Internal Error'

type ErrorPageContext = {
  is404?: boolean | null
  /** Set by `throw render(status, reason)`. */
  abortReason?: unknown
  /** Set by Vike when rendering the page failed, for example during a client-side navigation. */
  errorWhileRendering?: unknown
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  if (value instanceof Error && value.message.trim() !== '') return value.message.trim()
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { message } = value as { message: unknown }
    if (typeof message === 'string' && message.trim() !== '') return message.trim()
  }
  return undefined
}

/**
 * The message the error view shows: '404 Not Found' for an unknown route, otherwise the abort reason or the
 * message of the error thrown while rendering, and a generic one when neither says anything.
 */
export function errorViewMessage(pageContext: ErrorPageContext): string {
  if (pageContext.is404) return NOT_FOUND_MESSAGE
  return messageOf(pageContext.abortReason) ?? messageOf(pageContext.errorWhileRendering) ?? FALLBACK_ERROR_MESSAGE
}
