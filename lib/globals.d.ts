declare const __BUILD_SETTINGS__: Partial<Record<import('./env').BuildSettingName, string>> | undefined
/** The admin sign-in's email and password hash (vite.config.ts); undefined outside Vite builds. */
declare const __ADMIN_CREDENTIALS__: { email: string; passwordHash: string } | undefined
/** True when the build has a third-party tag configured (vite.config.ts); undefined outside Vite builds. */
declare const __THIRD_PARTY_TAGS__: boolean | undefined
