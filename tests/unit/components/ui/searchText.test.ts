import { describe, expect, it } from 'vitest'
import { queryFromState, stateFromQuery } from '../../../../components/tutorials/tutorialsState'
import { SEARCH_MAX_LENGTH, searchTextFitsAddress, searchTextFromAddress } from '../../../../components/ui/searchText'
import { tutorialCategories } from '../../../../data/tutorials'

describe('search text and the address', () => {
  it('takes at most the field’s length from an address', () => {
    expect(searchTextFromAddress(null)).toBe('')
    expect(searchTextFromAddress('ssh')).toBe('ssh')
    expect(searchTextFromAddress('x'.repeat(20_000))).toHaveLength(SEARCH_MAX_LENGTH)
  })

  it('lets a query into the address only while its encoded form fits in about 2 kB', () => {
    expect(searchTextFitsAddress('minecraft '.repeat(10))).toBe(true)
    // 100 characters at the field's limit, each 9 characters once encoded: still fits.
    expect(searchTextFitsAddress('€'.repeat(SEARCH_MAX_LENGTH))).toBe(true)
    expect(searchTextFitsAddress('€'.repeat(300))).toBe(false)
    expect(searchTextFitsAddress('x'.repeat(20_000))).toBe(false)
  })

  it('the tutorials filter keeps a too-long search out of its query, and reads a long one cut', () => {
    const state = { search: 'x'.repeat(20_000), category: 'vps-hosting', subcategory: '', expanded: 'vps-hosting' }
    expect(queryFromState(state)).toBe('?category=vps-hosting')
    expect(stateFromQuery(`?q=${'y'.repeat(5_000)}`, tutorialCategories).search).toBe('y'.repeat(SEARCH_MAX_LENGTH))
  })
})
