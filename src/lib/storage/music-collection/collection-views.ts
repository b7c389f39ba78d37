import { setRawOverride } from '../backend';
import { useCollectionStore, type CollectionState } from './collection.store';
import { collectionStoredValues } from './collection-stored-values';
import { toEntry, toFull } from './playlist-entry';
import type { LocalPlaylist, PlaylistEntry } from './playlist-types';

type Name = keyof typeof collectionStoredValues;
const STATE: Record<Name, keyof Omit<CollectionState, never>> = {
  favorites: 'favorites',
  recent: 'recentlyPlayed',
  downloads: 'downloads',
  playlists: 'playlists',
};

/** A backup's raw `{v, data}` string (or a bare older list) into a list, or null if unreadable. */
function parseRaw(name: Name, raw: string): unknown[] | null {
  const decoded = collectionStoredValues[name].decode(raw);
  return decoded.ok ? (decoded.value as unknown[]) : null;
}

/**
 * The music lists' old local-storage keys (`reelbeat_music_*`) answered from the collection, so
 * whole-data backups read and write them by key as before. A write changes the store's list;
 * the collection then writes only the records that changed.
 */
export function serveOldKeys(): () => void {
  for (const name of Object.keys(collectionStoredValues) as Name[]) {
    const key = collectionStoredValues[name].key;
    setRawOverride(key, {
      // Playlists come whole, songs included: callers load them first (`loadAllPlaylistSongs`,
      // as the backup does); reading one still unloaded throws rather than export it empty.
      read: () => {
        const value = useCollectionStore.getState()[STATE[name]];
        const data = name === 'playlists' ? (value as PlaylistEntry[]).map(toFull) : value;
        return JSON.stringify({ v: 1, data });
      },
      write: (raw) => {
        const list = raw === null ? [] : parseRaw(name, raw);
        if (!list) return { ok: false, reason: 'unavailable' };
        const value = name === 'playlists' ? (list as LocalPlaylist[]).map(toEntry) : list;
        useCollectionStore.setState({ [STATE[name]]: value });
        return { ok: true };
      },
    });
  }
  return () => {
    for (const value of Object.values(collectionStoredValues)) setRawOverride(value.key, null);
  };
}
