/** The most a search field takes: well beyond any game or tutorial title, far below what an address can carry. */
export const SEARCH_MAX_LENGTH = 100

/** The longest `?q=` written into the address: hosts refuse request lines of a few kB (431) on the next reload. */
const MAX_QUERY_IN_ADDRESS = 2000

/** Search text from an address (a shared or hand-edited link), cut to what the field itself takes. */
export function searchTextFromAddress(text: string | null): string {
  return (text ?? '').slice(0, SEARCH_MAX_LENGTH)
}

/** Whether the search text may go into the address: its encoded `q=` fits in about 2 kB. */
export function searchTextFitsAddress(text: string): boolean {
  return new URLSearchParams({ q: text }).toString().length <= MAX_QUERY_IN_ADDRESS
}
