/**
 * The Settings screen's parts that other pages show too. The settings themselves (store, schema,
 * stored values) are `@/lib/settings`.
 */
export { useStreamSlot } from './stream-limit';
export { qualityLabel, SWITCH_SECONDS } from './server-words';
export { StreamLimitNotice } from './components/stream-limit-notice';
export { findNewEpisodes, notifyNewEpisodes, type FollowedShow } from './new-episodes';
export { NewEpisodesNotice } from './components/new-episodes-notice';
