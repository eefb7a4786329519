/** Words of lower-case letters and digits (the rest dropped), joined by hyphens: 'ARK: Survival' -> 'ark-survival'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-')
}
