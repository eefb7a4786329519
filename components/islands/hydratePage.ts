import { startPage } from '../shell/startPage'
import { hydrateIslands } from './hydrateIslands'
import type { IslandDefinition } from './island'

/**
 * The client entry of a page with React islands: schedules the page's own islands (hydrateIslands.tsx), then
 * starts the framework-free shell as every page does. Each page's +client.ts lists its own islands, so a page
 * never loads another page's code; a page without islands calls startPage alone and loads no React.
 */
export function hydratePage(pageIslands: readonly { island: IslandDefinition }[]): void {
  hydrateIslands(pageIslands)
  startPage()
}
