import { storedUnderOldKey } from '@/lib/storage/records/list-view';
import { decodeRecords } from '@/lib/storage/records/local-codec';
import { MAIN_PROFILE, profileKey } from '@/lib/storage/records/namespace';
import { ordered, type CollectionSpec } from '@/lib/storage/records/spec';
import { localMusicSpec } from '@/lib/storage/music-collection/local-backend';
import { musicSpecs } from '@/lib/storage/music-collection/music-specs';

/**
 * What local storage holds for a list, in the shape its old key held (`{v, data}`): the lists
 * are records in the profile's namespace now (lib/storage/records), so tests that check what was
 * written read it through this rather than `localStorage.getItem(oldKey)`.
 */
export const storedValue = (key: string) => storedUnderOldKey(key);

/**
 * A music list as local storage holds it where IndexedDB is missing (jsdom): the values of one
 * list (`musicFavorites`, `musicRecent`…) in its order, as its old key held them.
 */
export function storedMusicList(list: keyof typeof musicSpecs) {
  const raw = localStorage.getItem(profileKey(MAIN_PROFILE, localMusicSpec.name));
  const decoded = raw === null ? null : decodeRecords(raw, localMusicSpec.check);
  if (!decoded) return null;
  const spec = musicSpecs[list] as CollectionSpec<unknown>;
  const prefix = `${spec.name}:`;
  const records = [...decoded.records.values()]
    .filter((r) => r.id.startsWith(prefix))
    .map((r) => ({ ...r, id: r.id.slice(prefix.length) }));
  return { v: 1, data: ordered(spec, records).map((r) => r.value) };
}
