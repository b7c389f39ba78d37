import { create } from 'zustand';
import { persistStore } from '../storage';
import { log } from '../log';
import { applySettings } from './apply-settings';
import { DEFAULT_SETTINGS, type SettingKey, type Settings } from './settings-schema';
import { readStoredSettings, settingsStorage, themeStorage } from './settings-storage';

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

persistStore(useSettingsStore, settingsStorage, {
  partialize: (state) => state.settings,
  merge: (settings) => ({ settings }),
});

/** Settings take effect everywhere the moment they change, in this tab or another. */
useSettingsStore.subscribe((state, previous) => {
  if (state.settings === previous.settings) return;
  applySettings(state.settings);
  if (state.settings.theme !== previous.settings.theme) themeStorage.write(state.settings.theme);
  log.debug('settings', 'applied', state.settings);
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
