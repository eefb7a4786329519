import { describe, expect, it } from 'vitest'
import {
  ALL_CATEGORIES,
  filterTutorials,
  initialTutorialsState,
  queryFromState,
  stateFromQuery,
  type TutorialsState,
  tutorialsReducer,
} from '../../../../components/tutorials/tutorialsState'
import { tutorialCategories, tutorialVideos } from '../../../../data/tutorials'

const videos = [
  {
    id: 'a',
    title: 'Create Your First Minecraft Server',
    description: 'Order a plan.',
    category: 'minecraft',
    subcategory: 'getting-started',
  },
  {
    id: 'b',
    title: 'Install a Modpack',
    description: 'Check the RAM a pack needs.',
    category: 'minecraft',
    subcategory: 'modpacks',
  },
  {
    id: 'c',
    title: 'Palworld settings',
    description: 'Tune capture rates.',
    category: 'palworld',
    subcategory: 'server-settings',
  },
  {
    id: 'd',
    title: 'Getting started with a VPS',
    description: 'SSH keys and a firewall.',
    category: 'vps-hosting',
    subcategory: 'getting-started',
  },
]
const ids = (filter: Partial<TutorialsState>) =>
  filterTutorials(videos, { ...initialTutorialsState, ...filter }).map((video) => video.id)

describe('tutorials filter (spec section 5)', () => {
  it('shows every video with an empty search, all categories and no subcategory', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd'])
  })

  it('matches the search text in the title or the description, ignoring case', () => {
    expect(ids({ search: 'MODPACK' })).toEqual(['b'])
    expect(ids({ search: 'capture' })).toEqual(['c'])
    expect(ids({ search: 'ssh KEYS' })).toEqual(['d'])
    expect(ids({ search: 'no such words' })).toEqual([])
  })

  it('does not match on category or subcategory ids', () => {
    expect(ids({ search: 'vps-hosting' })).toEqual([])
    expect(ids({ search: 'server-settings' })).toEqual([])
  })

  it('filters by category alone', () => {
    expect(ids({ category: 'minecraft' })).toEqual(['a', 'b'])
    expect(ids({ category: 'palworld' })).toEqual(['c'])
    expect(ids({ category: 'dc-bot' })).toEqual([])
  })

  it('filters by subcategory alone (an id shared by several categories matches in each)', () => {
    expect(ids({ subcategory: 'getting-started' })).toEqual(['a', 'd'])
    expect(ids({ subcategory: 'modpacks' })).toEqual(['b'])
  })

  it('combines search, category and subcategory with AND', () => {
    expect(ids({ category: 'minecraft', subcategory: 'getting-started' })).toEqual(['a'])
    expect(ids({ category: 'vps-hosting', subcategory: 'getting-started', search: 'firewall' })).toEqual(['d'])
    expect(ids({ category: 'minecraft', subcategory: 'getting-started', search: 'modpack' })).toEqual([])
    expect(ids({ category: 'palworld', search: 'minecraft' })).toEqual([])
  })

  it('copes with odd input: surrounding spaces, regex characters, unknown category', () => {
    expect(ids({ search: '   modpack  ' })).toEqual(['b'])
    expect(ids({ search: '   ' })).toEqual(['a', 'b', 'c', 'd'])
    expect(ids({ search: '.*' })).toEqual([])
    expect(ids({ search: '(' })).toEqual([])
    expect(ids({ category: 'not-a-category' })).toEqual([])
    expect(filterTutorials(videos, { search: '', category: ALL_CATEGORIES, subcategory: '' })).toHaveLength(4)
  })

  it('works on the real sample data: every video is found by its own title', () => {
    for (const video of tutorialVideos) {
      expect(filterTutorials(tutorialVideos, { ...initialTutorialsState, search: video.title })).toContain(video)
    }
    expect(tutorialVideos.length).toBeGreaterThan(0)
  })
})

describe('tutorials state transitions (spec section 4)', () => {
  it('starts at all categories, no subcategory, empty search, nothing expanded', () => {
    expect(initialTutorialsState).toEqual({ search: '', category: 'all', subcategory: '', expanded: '' })
  })

  it('choosing a category selects it, clears the subcategory and expands it', () => {
    const withSub = {
      ...initialTutorialsState,
      category: 'palworld',
      subcategory: 'server-settings',
      expanded: 'palworld',
    }
    expect(tutorialsReducer(withSub, { type: 'selectCategory', category: 'minecraft' })).toEqual({
      search: '',
      category: 'minecraft',
      subcategory: '',
      expanded: 'minecraft',
    })
  })

  it('choosing the expanded category again collapses it and keeps it selected', () => {
    const open = tutorialsReducer(initialTutorialsState, { type: 'selectCategory', category: 'minecraft' })
    const sub = tutorialsReducer(open, { type: 'selectSubcategory', category: 'minecraft', subcategory: 'modpacks' })
    const closed = tutorialsReducer(sub, { type: 'selectCategory', category: 'minecraft' })
    expect(closed).toEqual({ search: '', category: 'minecraft', subcategory: '', expanded: '' })
    expect(tutorialsReducer(closed, { type: 'selectCategory', category: 'minecraft' }).expanded).toBe('minecraft')
  })

  it('keeps the search text when the category changes', () => {
    const searched = tutorialsReducer(initialTutorialsState, { type: 'search', text: 'server' })
    expect(tutorialsReducer(searched, { type: 'selectCategory', category: 'dc-bot' }).search).toBe('server')
  })

  it('choosing a subcategory selects its category with it', () => {
    expect(
      tutorialsReducer(initialTutorialsState, {
        type: 'selectSubcategory',
        category: 'vps-hosting',
        subcategory: 'security',
      }),
    ).toEqual({ search: '', category: 'vps-hosting', subcategory: 'security', expanded: 'vps-hosting' })
  })

  it('reset returns to all, no subcategory and an empty search', () => {
    const busy = { search: 'bot', category: 'dc-bot', subcategory: 'nodejs', expanded: 'dc-bot' }
    expect(tutorialsReducer(busy, { type: 'reset' })).toEqual(initialTutorialsState)
  })
})

describe('tutorials state in the URL', () => {
  it('round-trips a filter through the query', () => {
    const state = {
      search: 'ssh keys & more',
      category: 'vps-hosting',
      subcategory: 'security',
      expanded: 'vps-hosting',
    }
    const query = queryFromState(state)
    expect(query).toBe('?q=ssh+keys+%26+more&category=vps-hosting&sub=security')
    expect(stateFromQuery(query, tutorialCategories)).toEqual(state)
  })

  it('leaves the query empty for the unfiltered view', () => {
    expect(queryFromState(initialTutorialsState)).toBe('')
    expect(stateFromQuery('', tutorialCategories)).toEqual(initialTutorialsState)
  })

  it('falls back to all for an unknown category, and drops a subcategory that does not belong', () => {
    expect(stateFromQuery('?category=quake&sub=modpacks', tutorialCategories)).toEqual(initialTutorialsState)
    expect(stateFromQuery('?category=palworld&sub=modpacks', tutorialCategories)).toEqual({
      search: '',
      category: 'palworld',
      subcategory: '',
      expanded: 'palworld',
    })
    expect(stateFromQuery('?sub=modpacks', tutorialCategories).subcategory).toBe('')
    expect(queryFromState({ search: '', category: 'all', subcategory: 'modpacks' })).toBe('')
  })

  it('opens the category a history entry recorded, if it is none or the chosen one', () => {
    const query = '?category=minecraft&sub=modpacks'
    expect(stateFromQuery(query, tutorialCategories, '').expanded).toBe('')
    expect(stateFromQuery(query, tutorialCategories, 'minecraft').expanded).toBe('minecraft')
    expect(stateFromQuery(query, tutorialCategories, 'palworld').expanded).toBe('minecraft')
    expect(stateFromQuery(query, tutorialCategories, 42).expanded).toBe('minecraft')
    expect(stateFromQuery('', tutorialCategories, 'all').expanded).toBe('all')
  })
})
