// The tutorials filter as pure functions: matching, the sidebar's transitions and the URL query mapping.

import { searchTextFitsAddress, searchTextFromAddress } from '../ui/searchText'

export const ALL_CATEGORIES = 'all'

export type TutorialsState = {
  /** Free text, matched case-insensitively against title and description. */
  search: string
  /** A category id, or 'all'. */
  category: string
  /** A subcategory id of the selected category, or '' for none. */
  subcategory: string
  /** The category whose subcategory list is open in the sidebar, or '' when none is. */
  expanded: string
}

/** What the videos are filtered by, and the URL holds. */
type TutorialsFilter = Omit<TutorialsState, 'expanded'>

export const initialTutorialsState: TutorialsState = {
  search: '',
  category: ALL_CATEGORIES,
  subcategory: '',
  expanded: '',
}

type Filterable = { title: string; description: string; category: string; subcategory: string }

/** The videos with the search text in their title or description, and of the filter's category and subcategory. */
export function filterTutorials<T extends Filterable>(videos: readonly T[], filter: TutorialsFilter): T[] {
  const needle = filter.search.trim().toLowerCase()
  return videos.filter(
    (video) =>
      (video.title.toLowerCase().includes(needle) || video.description.toLowerCase().includes(needle)) &&
      (filter.category === ALL_CATEGORIES || video.category === filter.category) &&
      (filter.subcategory === '' || video.subcategory === filter.subcategory),
  )
}

export type TutorialsAction =
  | { type: 'search'; text: string }
  | { type: 'selectCategory'; category: string }
  | { type: 'selectSubcategory'; category: string; subcategory: string }
  | { type: 'reset' }

/** Choosing a category selects it, clears the subcategory and toggles the category's subcategory list. */
export function tutorialsReducer(state: TutorialsState, action: TutorialsAction): TutorialsState {
  switch (action.type) {
    case 'search':
      return { ...state, search: action.text }
    case 'selectCategory':
      return {
        ...state,
        category: action.category,
        subcategory: '',
        expanded: state.expanded === action.category ? '' : action.category,
      }
    case 'selectSubcategory':
      // A subcategory id is only unique within its category ('getting-started' is in several): select both.
      return { ...state, category: action.category, subcategory: action.subcategory, expanded: action.category }
    case 'reset':
      return { ...initialTutorialsState }
  }
}

type Category = { id: string; subcategories: readonly { id: string }[] }

/** Reads `?q=&category=&sub=` (unknown values: all / none); opens the chosen category, or `recorded` if '' or that. */
export function stateFromQuery(query: string, categories: readonly Category[], recorded?: unknown): TutorialsState {
  const params = new URLSearchParams(query)
  const category = categories.find((candidate) => candidate.id === params.get('category'))
  const sub = params.get('sub') ?? ''
  const subcategory = category?.subcategories.some((candidate) => candidate.id === sub) ? sub : ''
  const chosen = category?.id ?? ALL_CATEGORIES
  const expanded = recorded === '' || recorded === chosen ? recorded : (category?.id ?? '')
  return { search: searchTextFromAddress(params.get('q')), category: chosen, subcategory, expanded }
}

/** The URL query for a filter: empty fields are left out, so the unfiltered page is plain `/tutorials`. */
export function queryFromState(filter: TutorialsFilter): string {
  const params = new URLSearchParams()
  if (filter.search !== '' && searchTextFitsAddress(filter.search)) params.set('q', filter.search)
  if (filter.category !== ALL_CATEGORIES) params.set('category', filter.category)
  if (filter.category !== ALL_CATEGORIES && filter.subcategory !== '') params.set('sub', filter.subcategory)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}
