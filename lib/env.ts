/**
 * Reads a build-time setting. Vite inlines `import.meta.env.SITE_URL` (see envPrefix in vite.config.ts) so the
 * server build and the browser bundle agree; Node scripts run through tsx fall back to process.env.
 */
export function buildSetting(name: 'SITE_URL' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD_HASH'): string | undefined {
  const fromVite = (import.meta as { env?: Record<string, string | undefined> }).env?.[name]
  const fromNode = typeof process === 'undefined' ? undefined : process.env[name]
  const value = fromVite ?? fromNode
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}
