/** The first title from `startIndex` (wrapping, any case) starting with the buffer, or -1; a repeated letter cycles. */
export function findTypeAheadMatch(titles: readonly string[], buffer: string, startIndex = 0): number {
  const query = buffer.toLocaleLowerCase()
  if (query.trim() === '' || titles.length === 0) return -1
  const repeated = query.length > 1 && [...query].every((char) => char === query[0])
  const needle = repeated ? (query[0] as string) : query
  const from = repeated ? startIndex + 1 : startIndex
  for (let offset = 0; offset < titles.length; offset++) {
    const index = (((from + offset) % titles.length) + titles.length) % titles.length
    if ((titles[index] as string).toLocaleLowerCase().startsWith(needle)) return index
  }
  return -1
}

/** Accumulates typed characters; the buffer clears `resetMs` after the last key. */
export function createTypeAheadBuffer(resetMs: number) {
  let buffer = ''
  let timer: ReturnType<typeof setTimeout> | undefined
  const clear = () => {
    buffer = ''
    clearTimeout(timer)
  }
  return {
    push(char: string): string {
      clearTimeout(timer)
      timer = setTimeout(clear, resetMs)
      buffer += char
      return buffer
    },
    get current(): string {
      return buffer
    },
    clear,
  }
}

/** A printable single character without modifiers, the only keys type-ahead reacts to. */
export function isTypeAheadKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey
}
