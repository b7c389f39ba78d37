import { create } from 'zustand';
import { log } from '../log';
import { whenPageSettled } from '../startup/page-settled';
import { applySettings } from './apply-settings';
import { DEFAULT_SETTINGS, type SettingKey, type Settings } from './settings-schema';
import { readStoredSettings, themeStorage } from './settings-storage';
import type * as SettingsRecords from './settings-records';

type Records = typeof SettingsRecords;

export interface SettingsState {
  settings: Settings;
  actions: {
    update(patch: Partial<Settings>): void;
    reset(): void;
  };
}

export const useSettingsStore = create<SettingsState>()((set) => ({
  settings: readStoredSettings(),
  actions: {
    update: (patch) => set((state) => ({ settings: { ...state.settings, ...patch } })),
    reset: () => set({ settings: { ...DEFAULT_SETTINGS } }),
  },
}));

let records: Records | null = null;
/** Settings changed before their records' code was in (it loads just after the first paint). */
let waiting: Partial<Settings> = {};
let external = false;

const changedFields = (before: Settings, after: Settings) =>
  Object.fromEntries(
    (Object.keys(after) as SettingKey[])
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, after[key]]),
  ) as Partial<Settings>;

/** Another tab's or device's change: taken in, not written again. */
function takeStored(stored: Settings) {
  const { settings } = useSettingsStore.getState();
  if (Object.keys(changedFields(settings, stored)).length === 0) return;
  external = true;
  try {
    useSettingsStore.setState({ settings: stored });
  } finally {
    external = false;
  }
}

let loading: Promise<void> | null = null;

/**
 * Loads the settings' records (once) and follows other tabs from then on. The first paint reads
 * the settings synchronously without this code (settings-storage.ts), so it loads once the
 * page has settled (on a phone's line it took bandwidth from the first screen's own files), or
 * at once when a setting changes before that.
 */
export function settingsRecordsReady(): Promise<void> {
  loading ??= import('./settings-records').then(
    (loaded) => {
      records = loaded;
      loaded.saveSettings(waiting);
      waiting = {};
      loaded.followSettings(takeStored);
    },
    (error: unknown) => {
      // A load that failed (the code could not be fetched offline) is not kept: the next call
      // (a change, a backup) loads again instead of waiting on the old failure.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A load nobody waits on (the page settled, a setting changed): one that fails (offline) tries
 * again when the browser is back online, instead of surfacing as an unhandled rejection and
 * leaving other tabs' changes unfollowed until the next change.
 */
function loadRecordsInBackground(): void {
  settingsRecordsReady().catch(() =>
    window.addEventListener('online', loadRecordsInBackground, { once: true }),
  );
}

// Its own detection, not the pages' shared `afterPageSettled`: that module would add ~160 B gzip
// to the first paint, which has no room for it.
if (typeof window !== 'undefined') whenPageSettled(loadRecordsInBackground);

/** Settings take effect everywhere the moment they change, in this tab or another. */
useSettingsStore.subscribe((state, previous) => {
  if (state.settings === previous.settings) return;
  applySettings(state.settings);
  if (state.settings.theme !== previous.settings.theme) themeStorage.write(state.settings.theme);
  log.debug('settings', 'applied', state.settings);
  if (external) return;
  // Each setting is its own record: only the changed ones are written.
  const changed = changedFields(previous.settings, state.settings);
  if (records) records.saveSettings(changed);
  else {
    waiting = { ...waiting, ...changed };
    loadRecordsInBackground();
  }
});
applySettings(useSettingsStore.getState().settings);

export const getSettings = () => useSettingsStore.getState().settings;

/** A narrow selector: re-renders only when this one setting changes. */
export function useSetting<K extends SettingKey>(key: K): Settings[K] {
  return useSettingsStore((state) => state.settings[key]);
}

export const useSettingsActions = () => useSettingsStore((state) => state.actions);

/** The subtitle style the player passes to servers that take it, or null with subtitles off. */
export function useSubtitleStyle(): { size: Settings['subtitleSize']; color: string } | null {
  const on = useSetting('subtitles');
  const size = useSetting('subtitleSize');
  const color = useSetting('subtitleColor');
  return on ? { size, color } : null;
}
