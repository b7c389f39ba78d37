import { useSyncExternalStore } from 'react';
import type { ContentRestrictions } from '@/lib/content-restrictions';
import { NO_RESTRICTIONS } from '@/lib/content-restrictions';
import { openLocal } from '@/lib/storage/records/open-local';
import { listProfiles, profilesSpec, type Profile } from '@/lib/storage/records/profiles';
import { isPinHash, type PinHash } from '@/lib/pin/pin';

/**
 * What the profile screens keep in a profile's record of the browser's profile registry
 * (`reelbeat_profiles`, src/lib/storage/records/profiles.ts), beside its `name` and `createdAt`:
 * everything here travels with the profile (a backup, a synced device).
 *
 * - `kids`: a kids profile; `ceiling` its rating ceiling as "COUNTRY:CERTIFICATION"
 *   (`US:PG`), `allowUnrated` whether titles without a known rating show;
 * - `pin`: the PIN's salted hash (pin.ts), when the profile has one.
 */
export interface ProfileFields {
  kids?: boolean;
  ceiling?: string;
  allowUnrated?: boolean;
  pin?: PinHash;
}

export type AppProfile = Profile & ProfileFields;

export const DEFAULT_CEILING = 'US:PG';
const CEILING = /^[A-Z]{2}:.+$/;

export const isKids = (profile: AppProfile | undefined) => profile?.kids === true;
export const hasPin = (profile: AppProfile | undefined) => isPinHash(profile?.pin);
export const ceilingOf = (profile: AppProfile) =>
  typeof profile.ceiling === 'string' && CEILING.test(profile.ceiling)
    ? profile.ceiling
    : DEFAULT_CEILING;

/** The content restrictions a profile sets while it is the active one. */
export function restrictionsOf(profile: AppProfile | undefined): ContentRestrictions {
  if (!profile || !isKids(profile)) return NO_RESTRICTIONS;
  const ceiling = ceilingOf(profile);
  const at = ceiling.indexOf(':');
  return {
    kids: true,
    ceiling: {
      country: ceiling.slice(0, at) as ContentRestrictions['ceiling']['country'],
      max: ceiling.slice(at + 1),
    },
    allowUnrated: profile.allowUnrated === true,
  };
}

export const allProfiles = () => listProfiles() as AppProfile[];

let snapshot: AppProfile[] | null = null;
const registry = () => openLocal(profilesSpec, null);

function subscribe(listener: () => void) {
  return registry().subscribe(() => {
    snapshot = null;
    listener();
  });
}
const read = () => (snapshot ??= allProfiles());

/** The browser's live profiles, oldest first, following changes from this tab and others. */
export const useProfiles = () => useSyncExternalStore(subscribe, read, read);
