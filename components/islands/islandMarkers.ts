/** The attributes marking an island and its slots in the prerendered HTML, apart from React so the shell can read them. */
export const ISLAND_ATTRIBUTE = 'data-island'
export const SLOT_ATTRIBUTE = 'data-island-slot'
