import type { Song } from '@/lib/music/types';
import { diffList } from '../records/list-diff';
import { observeStamps } from '../records/device';
import { mergeInto, type StoredRecord } from '../records/record';
import { ordered, stampOps, type CollectionSpec } from '../records/spec';
import type { LoadedMusic, MusicWrite, PlaylistStats } from './music-backend';
import { DOWNLOADS_ID, entryId, musicSpecs, SONG_LISTS, type PlaylistRecord } from './music-specs';
import { playlistRecordSchema } from './playlist-schema';
import { summaryOf } from './playlist-entry';
import type { PlaylistEntry } from './playlist-types';

/** The collection as the store holds it (the state's lists under their stored names). */
export interface StoredCollection {
  favorites: Song[];
  recent: Song[];
  downloads: Song[];
  playlists: PlaylistEntry[];
}

type Records<T> = Map<string, StoredRecord<T>>;
const byId = <T>(records: Iterable<StoredRecord<T>>): Records<T> =>
  new Map([...records].map((r) => [r.id, r]));

/** A playlist's record: the entry without its songs and their count. */
export function recordValueOf(entry: PlaylistEntry): PlaylistRecord {
  const { songs: _songs, songCount: _count, seconds: _seconds, ...record } = entry;
  return record;
}

/**
 * The records this page knows of a profile's music (the song lists and playlists whole, the
 * songs of the playlists it has read), turned into the store's lists, and the store's changes
 * turned into records.
 */
export class MusicMemory {
  lists: { favorites: Records<Song>; recent: Records<Song>; downloads: Records<Song> };
  playlists: Records<PlaylistRecord>;
  songs = new Map<string, Records<Song>>();
  stats: Map<string, PlaylistStats>;

  constructor(loaded: LoadedMusic) {
    this.lists = {
      favorites: byId(loaded.favorites),
      recent: byId(loaded.recent),
      downloads: byId(loaded.downloads),
    };
    this.playlists = byId(loaded.playlists);
    this.stats = loaded.stats;
    // What other tabs and devices stored: this page's next edit of a record is stamped above it.
    for (const records of [loaded.favorites, loaded.recent, loaded.downloads, loaded.playlists])
      observeStamps(records);
  }

  setSongs(playlist: string, records: StoredRecord<Song>[]) {
    this.songs.set(playlist, byId(records));
    observeStamps(records);
  }

  /** The records of a list by its stored name (`musicFavorites`, `playlistSongs`, …). */
  private mapOf(c: string, id: string): Records<unknown> | undefined {
    for (const name of SONG_LISTS) if (musicSpecs[name].name === c) return this.lists[name];
    if (c === musicSpecs.playlists.name) return this.playlists;
    if (c === musicSpecs.playlistSongs.name) return this.songs.get(id.slice(0, id.indexOf('/')));
    return undefined;
  }

  /** Takes in stored records (written here or elsewhere); returns the lists they changed. */
  apply(writes: readonly MusicWrite[], stats?: ReadonlyMap<string, PlaylistStats>): Set<string> {
    const changed = new Set<string>();
    for (const { c, record } of writes) {
      const map = this.mapOf(c, record.id);
      if (map && mergeInto(map, [record]).length) changed.add(c);
    }
    observeStamps(writes.map(({ record }) => record));
    for (const [id, stat] of stats ?? []) {
      this.stats.set(id, stat);
      changed.add(musicSpecs.playlists.name);
    }
    return changed;
  }

  songList(name: (typeof SONG_LISTS)[number]): Song[] {
    return ordered(musicSpecs[name], this.lists[name].values()).map((r) => r.value);
  }

  playlistSongs(id: string): Song[] | null {
    const songs = this.songs.get(id);
    return songs ? ordered(musicSpecs.playlistSongs, songs.values()).map((r) => r.value) : null;
  }

  /** The playlists as the store shows them: Downloads first, then in the order they were made. */
  playlistEntries(): PlaylistEntry[] {
    const list = ordered(musicSpecs.playlists, this.playlists.values());
    const pinned = [
      ...list.filter((r) => r.id === DOWNLOADS_ID),
      ...list.filter((r) => r.id !== DOWNLOADS_ID),
    ];
    return pinned.map(({ id, value }) => {
      const record = playlistRecordSchema.safeParse(value).data ?? value;
      const songs = this.playlistSongs(id);
      const stat = this.stats.get(id) ?? { count: 0, seconds: 0 };
      const entry: PlaylistEntry = {
        ...record,
        songCount: stat.count,
        seconds: stat.seconds,
        songs,
      };
      return songs ? { ...entry, ...summaryOf(entry), songs } : entry;
    });
  }

  derive(): StoredCollection {
    return {
      favorites: this.songList('favorites'),
      recent: this.songList('recent'),
      downloads: this.songList('downloads'),
      playlists: this.playlistEntries(),
    };
  }

  /**
   * The records that turn `before` into `after` (two states of the store), stamped: only what
   * changed, each record named. A deleted playlist is listed in `dropPlaylists` (its songs, read
   * here or not, are deleted with it where they are kept).
   */
  changes(before: StoredCollection, after: StoredCollection, stamp: () => string) {
    const writes: MusicWrite[] = [];
    const add = <T>(
      spec: CollectionSpec<T>,
      current: Records<T>,
      ops: ReturnType<typeof diffList<T>>,
    ) => {
      for (const record of stampOps(spec, current, ops, stamp))
        writes.push({ c: spec.name, record });
    };
    for (const name of SONG_LISTS) {
      if (before[name] === after[name]) continue;
      const keyed = (list: Song[]) => list.map((song) => ({ id: song.id, value: song }));
      add(
        musicSpecs[name],
        this.lists[name],
        diffList('newest', keyed(before[name]), keyed(after[name])),
      );
    }
    const dropPlaylists: string[] = [];
    if (before.playlists !== after.playlists) {
      const keyed = (list: PlaylistEntry[]) =>
        list.map((p) => ({ id: p.id, value: recordValueOf(p) }));
      // Playlists keep the order they were made in: no change moves one.
      const ops = diffList(undefined, keyed(before.playlists), keyed(after.playlists));
      add(musicSpecs.playlists, this.playlists, ops);
      dropPlaylists.push(...ops.filter((op) => op.value === null).map((op) => op.id));
      const was = new Map(before.playlists.map((p) => [p.id, p]));
      for (const playlist of after.playlists) {
        const old = was.get(playlist.id);
        if (playlist.songs === null || playlist.songs === old?.songs) continue;
        const keyedSongs = (songs: Song[] | null | undefined) =>
          (songs ?? []).map((song) => ({ id: entryId(playlist.id, song.id), value: song }));
        // A playlist made here has no songs stored yet: its (empty) list is known from now on.
        if (!this.songs.has(playlist.id) && !old) this.songs.set(playlist.id, new Map());
        const current = this.songs.get(playlist.id) ?? new Map<string, StoredRecord<Song>>();
        add(
          musicSpecs.playlistSongs,
          current,
          diffList('oldest', keyedSongs(old?.songs), keyedSongs(playlist.songs)),
        );
      }
    }
    return { writes, dropPlaylists };
  }
}
