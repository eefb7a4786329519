/** The attributes marking an island and its slots in the prerendered HTML, apart from React so the shell can read them. */
export const ISLAND_ATTRIBUTE = 'data-island'
export const SLOT_ATTRIBUTE = 'data-island-slot'
/** Set once an island's code listens (hydrateIslands): from then on the head's loader keeps none of its presses. */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready'
