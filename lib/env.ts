/**
 * Reads a build-time setting. In Vite builds `__BUILD_SETTINGS__` is inlined (see `define` in vite.config.ts), so
 * the prerendered HTML and the browser bundle agree; Node scripts run through tsx and Vitest read process.env.
 */
export type BuildSettingName = 'SITE_URL'

export function buildSetting(name: BuildSettingName): string | undefined {
  const inlined = typeof __BUILD_SETTINGS__ === 'undefined' ? undefined : __BUILD_SETTINGS__[name]
  const value = inlined ?? (typeof process === 'undefined' ? undefined : process.env[name])
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}
