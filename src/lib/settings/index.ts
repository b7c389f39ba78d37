/**
 * The settings every part of Reelbeat reads: the store (applied to the page the moment it
 * changes), the fields' schema and defaults, and their stored values. The Settings screen that
 * edits them is `src/features/settings`.
 */
export {
  useSettingsStore,
  useSetting,
  useSettingsActions,
  getSettings,
  useSubtitleStyle,
} from './settings.store';
export type { SettingsState } from './settings.store';
export { applyStoredSettingsEarly } from './apply-early';
export {
  DEFAULT_SETTINGS,
  BUILT_IN_ACCENT,
  SLIDER_RANGES,
  GRID_SIZES,
  FONT_SIZES,
  FONT_FAMILIES,
  BORDER_RADII,
  CACHE_SIZES,
  PLAYBACK_SPEEDS,
  EQ_PRESET_NAMES,
  TV_MODES,
  LANGUAGES,
  REGIONS,
  type Settings,
  type SettingKey,
} from './settings-schema';
export { settingsStorage, themeStorage, readStoredSettings } from './settings-storage';
export { episodeCountsStorage } from './episode-counts-storage';
export { AUTOMATIC_SERVER, preferredServer } from './player-default';
export { settingsRecordsReady } from './settings.store';
