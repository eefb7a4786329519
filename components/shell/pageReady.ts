import { shellMarkers } from './markers'

/** Marks <html> once the page's script has run: the shell works and every island is hydrated or waiting to be. */
export function markPageReady(): void {
  document.documentElement.setAttribute(shellMarkers.pageReady, '')
}
