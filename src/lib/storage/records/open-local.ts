import { profileKey } from './namespace';
import { createLocal, type LocalCollection } from './local-collection';
import type { CollectionSpec } from './spec';

const open = new Map<string, LocalCollection<unknown>>();
/** Called when a collection finds its profile deleted (profiles.ts says so to the user). */
let onProfileGone: (profile: string) => void = () => undefined;
export const setProfileGoneHandler = (handler: (profile: string) => void) =>
  void (onProfileGone = handler);

export const localKeyOf = (name: string, profile: string | null) =>
  profile === null ? `reelbeat_${name}` : profileKey(profile, name);

/** The collection `spec` of `profile` (null: browser-wide), one instance per page. */
export function openLocal<T>(spec: CollectionSpec<T>, profile: string | null): LocalCollection<T> {
  const key = localKeyOf(spec.name, profile);
  let collection = open.get(key) as LocalCollection<T> | undefined;
  if (!collection) {
    collection = createLocal(spec, profile, key, (gone) => onProfileGone(gone));
    open.set(key, collection as LocalCollection<unknown>);
  }
  return collection;
}

/** The collections of a profile opened on this page. */
export const openedLocal = (profile: string | null) =>
  [...open.values()].filter((c) => c.profile === profile);

/** For tests: forget every opened collection (as a new page would). */
export function forgetLocalCollections() {
  for (const collection of open.values()) collection.close();
  open.clear();
}
