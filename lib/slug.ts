/**
 * The catalogue's slug rule: lower-case, spaces to hyphens, every other non-alphanumeric removed.
 * 'ARK: Survival' -> 'ark-survival', '7 Days-Die' -> '7-days-die'.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}
