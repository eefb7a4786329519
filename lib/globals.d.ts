declare const __BUILD_SETTINGS__: Partial<Record<import('./env').BuildSettingName, string>> | undefined
