export {
  useSettingsStore,
  useSetting,
  useSettingsActions,
  getSettings,
  useSubtitleStyle,
} from './settings.store';
export { useStreamSlot } from './stream-limit';
export { qualityLabel, SWITCH_SECONDS } from './server-words';
export { StreamLimitNotice } from './components/stream-limit-notice';
export type { SettingsState } from './settings.store';
export { applyStoredSettingsEarly } from './apply-early';
export {
  DEFAULT_SETTINGS,
  BUILT_IN_ACCENT,
  SLIDER_RANGES,
  GRID_SIZES,
  type Settings,
  type SettingKey,
} from './settings-schema';
export { settingsStorage, themeStorage, readStoredSettings } from './settings-storage';
export {
  episodeCountsStorage,
  findNewEpisodes,
  notifyNewEpisodes,
  type FollowedShow,
} from './new-episodes';
export { NewEpisodesNotice } from './components/new-episodes-notice';
/** The equaliser panel (Settings → Player and Now Playing); its code loads when first shown. */
export { Equaliser } from './components/equaliser-lazy';
