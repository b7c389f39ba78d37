import { hasPin, isKids, type AppProfile } from './profile-model';

export interface StartFacts {
  profiles: readonly AppProfile[];
  /** This page's profile (the layer's active one). */
  active: string;
  /** The profile this device remembers choosing, if any. */
  remembered: string | null;
  /** The profile chosen in this tab (a reload or a switch). */
  inTab: string | null;
  alwaysAsk: boolean;
}

/**
 * Whether a visit opens on "Who's watching?" or goes straight into its profile:
 *
 * - its profile is gone (deleted here or elsewhere): the picker;
 * - a tab that chose its profile keeps it (a reload, a switch);
 * - with more than one profile: the picker when the device remembers none or always asks;
 * - a guarded profile (one with a PIN that is not a kids profile) is opened through the picker,
 *   which asks its PIN; a kids profile's PIN guards leaving it, not opening it.
 */
export function opensOnPicker(facts: StartFacts): boolean {
  const { profiles, active, remembered, inTab, alwaysAsk } = facts;
  const current = profiles.find((p) => p.id === active);
  if (!current) return profiles.length > 0;
  if (inTab === active) return false;
  if (profiles.length > 1 && (remembered === null || alwaysAsk)) return true;
  return hasPin(current) && !isKids(current);
}

/**
 * Whose PIN choosing `target` asks for, leaving `from` (this device's profile; `fromOpen` when
 * the page is already in it): a guarded profile's own PIN to open it; else, leaving a kids
 * profile that has a PIN, that PIN. One PIN at most: the adult who knows the guarded profile's
 * PIN is the one taking a child out of a kids profile.
 */
export function pinToAsk(
  target: AppProfile,
  from: AppProfile | undefined,
  fromOpen: boolean,
): AppProfile | null {
  if (from && target.id === from.id && fromOpen) return null;
  if (hasPin(target) && !isKids(target)) return target;
  if (from && target.id !== from.id && isKids(from) && hasPin(from)) return from;
  return null;
}
