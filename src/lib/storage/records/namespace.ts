import { getStorage } from '../backend';

/**
 * Profile namespaces, the part read before the first paint (kept small: the settings store
 * reads its key through it). Each profile's lists live under keys of its own,
 * `reelbeat:<profile id>:<list>` in local storage, and under the profile id in IndexedDB.
 */
export const MAIN_PROFILE = 'main';
/** This device's chosen profile (device-only). */
export const ACTIVE_PROFILE_KEY = 'reelbeat_profile';
/** The profile chosen in this tab (session storage): a reload keeps it whatever others chose. */
export const TAB_PROFILE_KEY = 'reelbeat_profile_tab';
/** The profiles of this browser: a record collection of its own (see profiles.ts). */
export const PROFILES_KEY = 'reelbeat_profiles';

export const PROFILE_ID = /^[0-9a-z]{1,16}$/;

export const profileKey = (profile: string, list: string) => `reelbeat:${profile}:${list}`;
export const profilePrefix = (profile: string) => `reelbeat:${profile}:`;

let pinned: string | null = null;

/**
 * The profile this page reads and writes: the one chosen in this tab when the page started,
 * else the device's chosen one (or the first profile). A tab in a kids profile reloads into it
 * even after another tab chose another profile for the device. A page keeps its profile for its
 * lifetime; choosing another takes a reload.
 */
export function activeProfileId(): string {
  if (pinned === null) {
    let chosen: string | null | undefined;
    try {
      chosen = sessionStorage.getItem(TAB_PROFILE_KEY) || getStorage()?.getItem(ACTIVE_PROFILE_KEY);
    } catch {
      chosen = null;
    }
    pinned = chosen && PROFILE_ID.test(chosen) ? chosen : MAIN_PROFILE;
  }
  return pinned;
}

/** For tests and the profile switch: the page's profile is read again on next use. */
export function forgetActiveProfile() {
  pinned = null;
}
