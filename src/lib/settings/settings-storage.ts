import { STORAGE_KEYS, createStoredValue, oneOf, valueSchema } from '../storage';
import { readLocal, readRaw } from '../storage/backend';
import { MAIN_PROFILE, activeProfileId, profileKey } from '../storage/records/namespace';
import { browserLanguages, detectLocale, detectRegion } from '@shared/i18n/locales';
import {
  DEFAULT_SETTINGS,
  settingsShape,
  storedSettingsSchema,
  type SettingKey,
  type Settings,
} from './settings-schema';

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

export const SETTINGS_LIST = 'settings';

/**
 * The settings as they were kept before profiles (`reelbeat_settings`, `{v, data}`): how older
 * data is read, and the key whole-data backups name. Once the settings' records are loaded
 * (settings-records.ts) the key is answered from them.
 */
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

/** Whether `value` is a valid value of setting `id` (a setting of another build: unknown, kept). */
export const isSettingValue = (value: unknown, id: string): boolean =>
  id in settingsShape ? settingsShape[id as SettingKey](value) : value !== undefined;

/**
 * The settings fields kept for this page's profile (one record per setting, `data` of its key:
 * lib/storage/records), only those of a known setting with a valid value; null when the
 * profile has none stored. Read synchronously before the first paint.
 */
export function readSettingsFields(): Partial<Settings> | null {
  const raw = readLocal(profileKey(activeProfileId(), SETTINGS_LIST));
  if (raw === null) return null;
  try {
    const data = (JSON.parse(raw) as { data?: Record<string, unknown> }).data ?? {};
    const known = Object.keys(settingsShape).filter(
      (id) => Object.hasOwn(data, id) && isSettingValue(data[id], id),
    );
    return Object.fromEntries(known.map((id) => [id, data[id]])) as Partial<Settings>;
  } catch {
    return null;
  }
}

/**
 * The settings under the old key, read once; null when none are stored or they are unreadable
 * (`read` then sets them aside, as any unreadable value).
 */
function readOldSettings(): Settings | null {
  const raw = readRaw(settingsStorage.key);
  if (raw === null) return null;
  const decoded = settingsStorage.decode(raw);
  if (decoded.ok) return decoded.value;
  settingsStorage.read();
  return null;
}

/**
 * Settings as stored: the profile's fields over a first visit's; before records, the old
 * settings value; when only the theme key exists (older data) it still decides the theme.
 */
export function readStoredSettings(): Settings {
  const fields = readSettingsFields();
  if (fields) {
    // Settings an older tab wrote under the old key move into the first profile's records over
    // what they hold (lib/storage/records/list-view.ts) once the records' code has loaded: the
    // first paint shows them already.
    const moving = activeProfileId() === MAIN_PROFILE ? readOldSettings() : null;
    return { ...firstVisitSettings(browserLanguages()), ...fields, ...moving };
  }
  // Data under the old keys is the first profile's: another profile starts from a first visit's.
  if (activeProfileId() !== MAIN_PROFILE) return firstVisitSettings(browserLanguages());
  const settings = settingsStorage.read();
  if (settingsStorage.exists() || !themeStorage.exists()) return settings;
  return { ...settings, theme: themeStorage.read() };
}
