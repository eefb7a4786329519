/** Lower-case, spaces to hyphens, anything else non-alphanumeric removed: 'ARK: Survival' -> 'ark-survival'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}
