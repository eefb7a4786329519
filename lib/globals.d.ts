declare const __BUILD_SETTINGS__: Partial<Record<import('./env').BuildSettingName, string>> | undefined
declare const __ADMIN_SETTINGS__: Partial<Record<import('./env').AdminSettingName, string>> | undefined
