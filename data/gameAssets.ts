/**
 * The artwork of a catalogue game. The games schema requires every game's image to follow this rule, so
 * navigation can name a game's picture without loading the whole catalogue into the browser.
 */
export function gameImagePath(slug: string): string {
  return `/images/games/${slug}.svg`
}
