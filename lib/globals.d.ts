declare const __BUILD_SETTINGS__: Partial<Record<import('./env').BuildSettingName, string>> | undefined
declare const __ADMIN_SETTINGS__: Partial<Record<'ADMIN_EMAIL' | 'ADMIN_PASSWORD_HASH', string>> | undefined
/** True when the build has a third-party tag configured (vite.config.ts); undefined outside Vite builds. */
declare const __THIRD_PARTY_TAGS__: boolean | undefined
