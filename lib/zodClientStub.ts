/**
 * Stand-in for zod in the browser bundle (wired in vite.config.ts). Data modules are validated when the site is
 * built; shipping zod only to validate the same constants again would add ~60 kB to every page. Every property
 * and call returns the stand-in itself, so schema definitions evaluate harmlessly, and defineData recognises it
 * by the marker and returns the data untouched.
 */
const INERT_SCHEMA_MARKER = '~inertSchema'

const inert: unknown = new Proxy(() => {}, {
  get: (_target, property) => (property === Symbol.toPrimitive ? () => INERT_SCHEMA_MARKER : inert),
  apply: () => inert,
  has: (_target, property) => property === INERT_SCHEMA_MARKER,
})

export const z = inert
export default inert
