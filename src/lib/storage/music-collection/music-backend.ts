import type { Song } from '@/lib/music/types';
import type { StoredRecord } from '../records/record';
import type { PlaylistRecord } from './music-specs';

/** A playlist's song count and length (kept beside its songs, so a start reads no song). */
export interface PlaylistStats {
  count: number;
  seconds: number;
}

/** One record of one of the music lists (`musicFavorites`, `playlists`, `playlistSongs`…). */
export interface MusicWrite {
  c: string;
  record: StoredRecord<unknown>;
}

export interface LoadedMusic {
  favorites: StoredRecord<Song>[];
  recent: StoredRecord<Song>[];
  downloads: StoredRecord<Song>[];
  playlists: StoredRecord<PlaylistRecord>[];
  stats: Map<string, PlaylistStats>;
}

export interface MusicWriteOutcome {
  /** Records stored by the write (the songs of deleted playlists included). */
  stored: MusicWrite[];
  /** Records that were newer where they are kept: they stay, and the page takes them. */
  newer: MusicWrite[];
  stats: Map<string, PlaylistStats>;
}

/** What another tab changed: its records, or `reload` when there were too many to send. */
export interface MusicChange {
  writes: MusicWrite[];
  stats: Map<string, PlaylistStats>;
  reload?: boolean;
}

/**
 * Where a profile's music collection is kept: IndexedDB (idb-backend.ts), or local storage
 * where IndexedDB is refused (local-backend.ts). Both keep the same records.
 */
export interface MusicBackend {
  kind: 'idb' | 'local';
  load(): Promise<LoadedMusic>;
  /** The songs of these playlists (records `<playlist>/<song>`), read when they are needed. */
  loadSongs(ids: readonly string[]): Promise<Map<string, StoredRecord<Song>[]>>;
  /** Stores records all together or not at all; rejects when nothing was stored. */
  write(
    writes: readonly MusicWrite[],
    dropPlaylists: readonly string[],
  ): Promise<MusicWriteOutcome>;
  /** Changes made by other tabs. */
  subscribe(listener: (change: MusicChange) => void): () => void;
}
