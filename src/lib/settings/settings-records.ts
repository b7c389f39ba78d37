import { STORAGE_KEYS } from '../storage';
import { listView } from '../storage/records/list-view';
import { browserLanguages } from '@shared/i18n/locales';
import { settingsShape, storedSettingsSchema, type Settings } from './settings-schema';
import {
  SETTINGS_LIST,
  firstVisitSettings,
  isSettingValue,
  settingsStorage,
} from './settings-storage';

/**
 * Settings that belong to this device, not to the person: never synced. The volume follows the
 * speakers, the sidebar the window's size, hardware acceleration and the cache the machine.
 */
export const DEVICE_ONLY_SETTINGS: readonly string[] = [
  'volume',
  'sidebarCollapsed',
  'hardwareAcceleration',
  'cacheSize',
];

const known = (id: string) => id in settingsShape;

/** The settings of these fields, over a first visit's. */
const settingsOf = (fields: { id: string; value: unknown }[]): Settings => ({
  ...firstVisitSettings(browserLanguages()),
  ...Object.fromEntries(fields.filter((f) => known(f.id)).map((f) => [f.id, f.value])),
});

/**
 * The profile's settings as records, one per setting (`theme`, `volume`, …): two tabs changing
 * two settings keep both. Loaded just after the first paint (the first paint reads the same key
 * synchronously: settings-storage.ts); it answers `reelbeat_settings` from then on.
 */
export const settingsView = listView<unknown, Settings>({
  spec: {
    name: SETTINGS_LIST,
    check: (value, id): value is unknown => isSettingValue(value, id),
    deviceOnly: (id) => DEVICE_ONLY_SETTINGS.includes(id),
    label: STORAGE_KEYS.settings,
  },
  stored: {
    key: settingsStorage.key,
    version: settingsStorage.version,
    schema: storedSettingsSchema,
    fallback: () => firstVisitSettings(browserLanguages()),
    migrate: (value, fromVersion) =>
      fromVersion === 1 && typeof value === 'object' && value !== null
        ? { ...value, recommendations: true }
        : value,
  },
  toEntries: (settings) => Object.entries(settings).map(([id, value]) => ({ id, value })),
  fromEntries: settingsOf,
});

/** Stores the settings that changed, one record each. */
export function saveSettings(patch: Partial<Settings>) {
  return settingsView
    .collection()
    .write(Object.entries(patch).map(([id, value]) => ({ id, value: value as unknown })));
}

/** The stored settings now (what another tab or device changed included). */
export const storedSettings = () => settingsOf(settingsView.collection().list());

/** Calls `apply` with the stored settings after every change of their records. */
export function followSettings(apply: (settings: Settings) => void): () => void {
  const collection = settingsView.collection();
  apply(storedSettings());
  return collection.subscribe(() => apply(storedSettings()));
}
