/** Build settings: inlined in Vite builds (vite.config.ts), so HTML and bundle agree; else read from process.env. */
export type BuildSettingName = 'SITE_URL' | 'TRACKING_TAG_URL' | 'TRACKING_BEACON_ORIGINS' | 'REVIEWS_WIDGET_URL'

export function buildSetting(name: BuildSettingName): string | undefined {
  const inlined = typeof __BUILD_SETTINGS__ === 'undefined' ? undefined : __BUILD_SETTINGS__[name]
  return settingValue(inlined, name)
}

/** A setting's value, inlined by the build or else from the environment; blank means unset. */
export function settingValue(inlined: string | undefined, name: string): string | undefined {
  const value = inlined ?? (typeof process === 'undefined' ? undefined : process.env[name])
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}
