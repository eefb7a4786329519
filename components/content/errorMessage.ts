const NOT_FOUND_MESSAGE = '404 Not Found'
const FALLBACK_ERROR_MESSAGE = '500 Internal Error'

type ErrorPageContext = {
  is404?: boolean | null
  /** Set by `throw render(status, reason)`. */
  abortReason?: unknown
  /** Set by Vike when rendering the page failed, for example during a client-side navigation. */
  errorWhileRendering?: unknown
}

/** A non-blank string, or the non-blank `message` of an error or error-like object, trimmed. */
function messageOf(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : (value as { message?: unknown } | null | undefined)?.message
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined
}

/** '404 Not Found', else the abort reason or the thrown error's message, else a generic message. */
export function errorViewMessage(pageContext: ErrorPageContext): string {
  if (pageContext.is404) return NOT_FOUND_MESSAGE
  return messageOf(pageContext.abortReason) ?? messageOf(pageContext.errorWhileRendering) ?? FALLBACK_ERROR_MESSAGE
}
