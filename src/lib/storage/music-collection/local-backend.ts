import type { Song } from '@/lib/music/types';
import { newStamp } from '../records/device';
import type { LocalCollection } from '../records/local-collection';
import { openLocal } from '../records/open-local';
import { mergeInto, type StoredRecord } from '../records/record';
import { isDeviceOnly, type CollectionSpec } from '../records/spec';
import type { LoadedMusic, MusicBackend, MusicWrite, PlaylistStats } from './music-backend';
import { entryId, musicSpecs } from './music-specs';

/**
 * Where IndexedDB is refused: the music lists stay in local storage, every list of the profile
 * in one key (`reelbeat:<profile>:music`, ids `<list>:<id>`), so a change of a playlist and its
 * songs is still one write, whole or not at all. Much smaller than IndexedDB; the notice says so.
 */
const SPECS = Object.values(musicSpecs) as CollectionSpec<unknown>[];
const SEPARATOR = ':';

const split = (id: string): [c: string, id: string] => {
  const at = id.indexOf(SEPARATOR);
  return [id.slice(0, at), id.slice(at + 1)];
};
const specOf = (c: string) => SPECS.find((spec) => spec.name === c);

export const localMusicSpec: CollectionSpec<unknown> = {
  name: 'music',
  check: (value, id): value is unknown => {
    const [c, own] = split(id);
    return specOf(c)?.check(value, own) ?? false;
  },
  deviceOnly: (id) => {
    const [c, own] = split(id);
    const spec = specOf(c);
    return spec ? isDeviceOnly(spec, own) : true;
  },
  label: musicSpecs.playlists.label,
};

export const openLocalMusic = (profile: string) => openLocal(localMusicSpec, profile);

const inList = (c: string, record: StoredRecord<unknown>): MusicWrite => {
  const { id, ...rest } = record;
  return { c, record: { ...rest, id: split(id)[1] } };
};
const prefixed = ({ c, record }: MusicWrite): StoredRecord<unknown> => ({
  ...record,
  id: c + SEPARATOR + record.id,
});

function recordsOf<T>(collection: LocalCollection<unknown>, c: string): StoredRecord<T>[] {
  const prefix = c + SEPARATOR;
  return [...collection.records().values()]
    .filter((r) => r.id.startsWith(prefix))
    .map((r) => inList(c, r).record as StoredRecord<T>);
}

function statsOf(collection: LocalCollection<unknown>, only?: ReadonlySet<string>) {
  const stats = new Map<string, PlaylistStats>();
  for (const { id, value } of recordsOf<Song>(collection, musicSpecs.playlistSongs.name)) {
    const playlist = id.slice(0, id.indexOf('/'));
    if (value === null || (only && !only.has(playlist))) continue;
    const stat = stats.get(playlist) ?? { count: 0, seconds: 0 };
    stat.count += 1;
    stat.seconds += value.duration && value.duration > 0 ? value.duration : 0;
    stats.set(playlist, stat);
  }
  return stats;
}

/**
 * The profile's music in local storage. `held` gives data still under the old keys: shown with
 * the rest (older than anything changed since), left where it is for IndexedDB to take later.
 */
export function localBackend(
  profile: string,
  held: () => { writes: MusicWrite[] } = () => ({ writes: [] }),
): MusicBackend {
  const collection = openLocalMusic(profile);
  const songs = musicSpecs.playlistSongs.name;
  const withHeld = <T>(c: string) => {
    const records = new Map(recordsOf<T>(collection, c).map((r) => [r.id, r]));
    const old = held()
      .writes.filter((w) => w.c === c)
      .map((w) => w.record as StoredRecord<T>);
    mergeInto(records, old);
    return [...records.values()];
  };
  return {
    kind: 'local',
    load: async (): Promise<LoadedMusic> => {
      const stats = statsOf(collection);
      for (const { record } of held().writes.filter((w) => w.c === songs && w.record.value)) {
        const id = record.id.slice(0, record.id.indexOf('/'));
        if (stats.has(id)) continue;
        const all = withHeld<Song>(songs).filter(
          (r) => r.value && r.id.startsWith(entryId(id, '')),
        );
        stats.set(id, {
          count: all.length,
          seconds: all.reduce(
            (sum, r) => sum + (r.value?.duration && r.value.duration > 0 ? r.value.duration : 0),
            0,
          ),
        });
      }
      return {
        favorites: withHeld(musicSpecs.favorites.name),
        recent: withHeld(musicSpecs.recent.name),
        downloads: withHeld(musicSpecs.downloads.name),
        playlists: withHeld(musicSpecs.playlists.name),
        stats,
      };
    },
    async loadSongs(ids) {
      const all = withHeld<Song>(songs);
      return new Map(ids.map((id) => [id, all.filter((r) => r.id.startsWith(entryId(id, '')))]));
    },
    async write(writes, dropPlaylists) {
      const dropped = recordsOf(collection, songs)
        .filter(
          (r) => r.value !== null && dropPlaylists.some((id) => r.id.startsWith(entryId(id, ''))),
        )
        .map((r) => ({ c: songs, record: { id: r.id, stamp: newStamp(), value: null } }));
      const all = [...writes, ...dropped];
      const result = collection.merge(all.map(prefixed), 'local');
      if (!result.ok)
        throw new DOMException(
          'Not saved',
          result.reason === 'quota' ? 'QuotaExceededError' : 'UnknownError',
        );
      const touched = new Set(
        all.filter((w) => w.c === songs).map((w) => w.record.id.split('/')[0]!),
      );
      const stats = statsOf(collection, touched);
      for (const id of touched) if (!stats.has(id)) stats.set(id, { count: 0, seconds: 0 });
      return { stored: all, newer: [], stats };
    },
    subscribe(listener) {
      return collection.subscribe(({ records, origin }) => {
        if (origin === 'local') return;
        const writes = records.map((r) => inList(split(r.id)[0], r));
        const touched = new Set(
          writes.filter((w) => w.c === songs).map((w) => w.record.id.split('/')[0]!),
        );
        listener({ writes, stats: statsOf(collection, touched), reload: origin === 'wipe' });
      });
    },
  };
}
