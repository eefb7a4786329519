import { startPage } from '../shell/startPage'
import { hydrateIslands } from './hydrateIslands'
import type { IslandDefinition } from './island'

/** The client entry of a page with islands: its own islands (so it never loads another page's code), then the shell. */
export function hydratePage(pageIslands: readonly { island: IslandDefinition }[]): void {
  hydrateIslands(pageIslands)
  startPage()
}
