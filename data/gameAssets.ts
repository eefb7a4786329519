/** The artwork of a catalogue game; the games schema checks every game's image follows this rule. */
export function gameImagePath(slug: string): string {
  return `/images/games/${slug}.svg`
}
