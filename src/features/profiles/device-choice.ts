import { readLocal, removeLocal, writeLocal } from '@/lib/storage/backend';
import { ACTIVE_PROFILE_KEY, TAB_PROFILE_KEY } from '@/lib/storage/records/namespace';
import { setActiveProfile } from '@/lib/storage/records/profiles';

/**
 * Which profile this device opens, and whether it asks: device-only choices, never synced or
 * backed up. The device remembers the last profile chosen (`reelbeat_profile`, the layer's
 * key); "Always ask who's watching" (`reelbeat_profile_ask`) opens every visit on the picker.
 * A tab remembers the profile chosen in it (session storage), so a reload or a switch (which
 * reloads) does not ask again.
 */
export const ALWAYS_ASK_KEY = 'reelbeat_profile_ask';
export const TAB_CHOICE_KEY = TAB_PROFILE_KEY;

export const alwaysAsks = () => readLocal(ALWAYS_ASK_KEY) === '1';
export function setAlwaysAsk(on: boolean) {
  if (on) return writeLocal(ALWAYS_ASK_KEY, '1');
  removeLocal(ALWAYS_ASK_KEY);
  return { ok: true } as const;
}

export const rememberedProfile = () => readLocal(ACTIVE_PROFILE_KEY);

export function chosenInTab(): string | null {
  try {
    return sessionStorage.getItem(TAB_CHOICE_KEY);
  } catch {
    return null;
  }
}

/** This tab is in `id`: its reloads open `id`, whatever another tab chooses for the device. */
export function markChosenInTab(id: string) {
  try {
    sessionStorage.setItem(TAB_CHOICE_KEY, id);
  } catch {
    // Without session storage the picker shows again on a reload: nothing is lost.
  }
}

/**
 * Makes `id` this device's profile and opens it: the page reloads on Home (a page reads one
 * profile for its lifetime), unless `id` is already this page's profile.
 */
export function openProfile(id: string, current: string): boolean {
  markChosenInTab(id);
  if (id === current && rememberedProfile() === id) return false;
  const result = setActiveProfile(id);
  if (!result.ok) return false;
  if (id === current) return false;
  window.location.hash = '#/';
  window.location.reload();
  return true;
}
