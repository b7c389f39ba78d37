/**
 * Personal data as records: the layer's API (README.md, "Personal data"). Code on the first
 * paint imports the single files it needs instead, so the rest stays out of it.
 */
export type { StoredRecord } from './record';
export { TOMBSTONE_LIFETIME_MS, isTombstone, wins, legacyStamp } from './record';
export type { CollectionSpec, RecordOp, WriteResult } from './spec';
export type { LocalCollection, CollectionEvent, MergeResult } from './local-collection';
export { openLocal } from './open-local';
export { listView, storedUnderOldKey, type Entry, type ListView } from './list-view';
export { followCollection } from './follow';
export { subscribeRecordChanges, type ChangeOrigin, type RecordChange } from './changes';
export { newStamp, deviceId } from './device';
export { withLock } from './locks';
export {
  MAIN_PROFILE,
  ACTIVE_PROFILE_KEY,
  PROFILES_KEY,
  activeProfileId,
  profileKey,
} from './namespace';
export {
  MAX_PROFILES,
  listProfiles,
  ensureProfiles,
  createProfile,
  updateProfile,
  deleteProfile,
  setActiveProfile,
  watchProfiles,
  onProfileGone,
  type Profile,
  type ProfileInfo,
  type ProfileResult,
} from './profiles';
export { isProfileDeleted } from './profile-gone';
export { startProfiles } from './start-profiles';
