import { getStorage } from '../backend';
import { PROFILES_KEY } from './namespace';

/**
 * Whether the profile was deleted (its record in `reelbeat_profiles` is a tombstone). Read from
 * storage every time: another tab may have deleted it a moment ago.
 */
export function isProfileDeleted(profile: string): boolean {
  try {
    const raw = getStorage()?.getItem(PROFILES_KEY);
    if (!raw) return false;
    const { data, meta } = JSON.parse(raw) as {
      data?: Record<string, unknown>;
      meta?: Record<string, unknown>;
    };
    return !!meta && profile in meta && !(data && profile in data);
  } catch {
    return false;
  }
}
