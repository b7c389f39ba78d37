import { STORAGE_KEYS, createStoredValue, oneOf, valueSchema } from '../storage';
import { browserLanguages, detectLocale, detectRegion } from '@shared/i18n/locales';
import { DEFAULT_SETTINGS, storedSettingsSchema, type Settings } from './settings-schema';

/**
 * The settings of a first visit: the defaults, with language and region following the browser
 * (the first of its languages that Reelbeat speaks). Once settings are saved, the saved
 * choice wins.
 */
export const firstVisitSettings = (languages: readonly string[]): Settings => ({
  ...DEFAULT_SETTINGS,
  language: detectLocale(languages),
  region: detectRegion(languages),
});

export const settingsStorage = createStoredValue<Settings>({
  key: STORAGE_KEYS.settings,
  version: 2,
  schema: storedSettingsSchema,
  fallback: () => firstVisitSettings(browserLanguages()),
  // Version 0 is the original app's bare settings object; its field names are the same.
  // Version 1 stored "recommendations" off by default while the field did nothing and was
  // hidden; now that it shows More Like This, nobody's stored default may switch that off.
  migrate: (value, fromVersion) =>
    fromVersion === 1 && typeof value === 'object' && value !== null
      ? { ...value, recommendations: true }
      : value,
});

/** The spec also keeps the theme under its own "theme" key (legacy value: the bare string). */
export const themeStorage = createStoredValue<Settings['theme']>({
  key: STORAGE_KEYS.theme,
  version: 1,
  schema: valueSchema(oneOf(['dark', 'light'])),
  fallback: () => DEFAULT_SETTINGS.theme,
  migrate: (value) => value,
});

/** Settings as stored; when only the theme key exists (older data) it still decides the theme. */
export function readStoredSettings(): Settings {
  const settings = settingsStorage.read();
  if (settingsStorage.exists() || !themeStorage.exists()) return settings;
  return { ...settings, theme: themeStorage.read() };
}
