import type { Song } from '@/lib/music/types';
import { reportStorageProblem } from '../storage-problems';
import { newStamp } from '../records/device';
import type { StoredRecord } from '../records/record';
import { announceChange, subscribeChanges } from '../idb/channel';
import type { Db, RecordRow, StatsRow } from '../idb/database';
import {
  PLAYLIST_SONGS,
  readLists,
  readRows,
  recordOf,
  setRowsAside,
  writeRows,
} from '../idb/records-db';
import type { LoadedMusic, MusicBackend, MusicWrite, PlaylistStats } from './music-backend';
import { entryId, musicSpecs, SONG_LISTS } from './music-specs';

const specOf = (c: string) => Object.values(musicSpecs).find((spec) => spec.name === c);

/** A row's record, or null when it is unreadable or of no music list. */
export function musicRecordOf(row: RecordRow): StoredRecord<unknown> | null {
  const spec = specOf(row.c);
  return spec ? recordOf(row, spec.check as (v: unknown, id: string) => v is unknown) : null;
}

const statsMap = (rows: readonly StatsRow[]) =>
  new Map<string, PlaylistStats>(rows.map((s) => [s.id, { count: s.count, seconds: s.seconds }]));

/** Rows as records, the unreadable ones set aside (with a notice) rather than loaded. */
async function decode<T>(db: Db, rows: RecordRow[]): Promise<StoredRecord<T>[]> {
  const records: StoredRecord<T>[] = [];
  const aside: RecordRow[] = [];
  for (const row of rows) {
    const record = musicRecordOf(row);
    if (record) records.push(record as StoredRecord<T>);
    else aside.push(row);
  }
  if (aside.length) {
    await setRowsAside(db, aside);
    reportStorageProblem(musicSpecs.playlists.label, 'corrupt');
  }
  return records;
}

const toWrite = (row: RecordRow): MusicWrite | null => {
  const record = musicRecordOf(row);
  return record ? { c: row.c, record } : null;
};

/** The music collection of `profile` in IndexedDB. */
export function idbBackend(db: Db, profile: string): MusicBackend {
  const p = profile;
  return {
    kind: 'idb',
    async load(): Promise<LoadedMusic> {
      const names = [...SONG_LISTS.map((name) => musicSpecs[name].name), musicSpecs.playlists.name];
      const { rows, stats } = await readLists(db, p, names);
      const [favorites, recent, downloads, playlists] = rows;
      return {
        favorites: await decode(db, favorites ?? []),
        recent: await decode(db, recent ?? []),
        downloads: await decode(db, downloads ?? []),
        playlists: await decode(db, playlists ?? []),
        stats: statsMap(stats),
      };
    },
    async loadSongs(ids) {
      const found = new Map<string, StoredRecord<Song>[]>();
      const rows = await Promise.all(
        ids.map((id) => readRows(db, p, PLAYLIST_SONGS, entryId(id, ''))),
      );
      for (const [i, id] of ids.entries()) found.set(id, await decode<Song>(db, rows[i] ?? []));
      return found;
    },
    async write(writes, dropPlaylists) {
      const outcome = await writeRows(db, p, writes, { dropPlaylists, stamp: newStamp });
      announceChange({ profile: p, rows: outcome.stored, stats: outcome.stats });
      return {
        stored: outcome.stored.flatMap((row) => toWrite(row) ?? []),
        newer: outcome.newer.flatMap((row) => toWrite(row) ?? []),
        stats: statsMap(outcome.stats),
      };
    },
    subscribe(listener) {
      return subscribeChanges((change) => {
        if (change.profile !== p) return;
        listener({
          writes: (change.rows ?? []).flatMap((row) => toWrite(row) ?? []),
          stats: statsMap(change.stats ?? []),
          reload: change.reload,
        });
      });
    },
  };
}
