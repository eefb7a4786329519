/** The attributes marking an island and its slots in the prerendered HTML, apart from React so the shell can read them. */
export const ISLAND_ATTRIBUTE = 'data-island'
export const SLOT_ATTRIBUTE = 'data-island-slot'
/**
 * Set on an island once its code listens (hydrateIslands): from then on React sees every event itself, so the head's
 * loader stops keeping the island's presses for replay (renderer/clientLoader.ts).
 */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready'
