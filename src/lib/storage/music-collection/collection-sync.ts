import { setLocalAudio } from '@/lib/music/local-audio';
import type { Song } from '@/lib/music/types';
import { isQuotaError } from '../backend';
import type { WriteResult } from '../stored-value';
import { reportStorageProblem } from '../storage-problems';
import { newStamp } from '../records/device';
import { onProfileGone } from '../records/profiles';
import {
  RECENTLY_PLAYED_CAP,
  finishHydration,
  setSongLoader,
  useCollectionStore,
  type CollectionState,
} from './collection.store';
import { queueSave } from './collection-saves';
import { serveOldKeys } from './collection-views';
import { forgetUnsaved, keepUnsaved, writeUnsaved } from './unsaved-edits';
import type { MusicBackend, MusicChange } from './music-backend';
import { MusicMemory, type StoredCollection } from './music-memory';
import { musicSpecs, SONG_LISTS } from './music-specs';
import type { PlaylistEntry } from './playlist-types';

export const toStored = (s: CollectionState): StoredCollection => ({
  favorites: s.favorites,
  recent: s.recentlyPlayed,
  downloads: s.downloads,
  playlists: s.playlists,
});

const capRecent = (list: Song[]) =>
  list.length > RECENTLY_PLAYED_CAP ? list.slice(0, RECENTLY_PLAYED_CAP) : list;

export const toState = (c: Partial<StoredCollection>): Partial<CollectionState> => ({
  ...(c.favorites && { favorites: c.favorites }),
  ...(c.recent && { recentlyPlayed: capRecent(c.recent) }),
  ...(c.downloads && { downloads: c.downloads }),
  ...(c.playlists && { playlists: c.playlists }),
});

/** Songs that left the downloads list: their audio and cover go too. */
function droppedDownloads(before: StoredCollection, after: StoredCollection): string[] {
  if (before.downloads === after.downloads) return [];
  const kept = new Set(after.downloads.map((s) => s.id));
  return before.downloads.filter((s) => !kept.has(s.id)).map((s) => s.id);
}

export interface SyncHooks {
  profile: string;
  /** Deletes downloaded songs' audio (IndexedDB only). */
  dropAudio?: (ids: string[]) => Promise<void>;
  /** Reloads downloaded audio after another tab's downloads changed (IndexedDB only). */
  reloadAudio?: () => Promise<void>;
}

/**
 * Loads a profile's music into the store, then writes each change of the store as the records
 * it changed (one write at a time, all of a change or none of it), and takes in what other tabs
 * wrote. Resolves with a function that stops all of it.
 */
export async function startMusicSync(backend: MusicBackend, hooks: SyncHooks): Promise<() => void> {
  await writeUnsaved(backend, hooks.profile);
  const memory = new MusicMemory(await backend.load());
  let persisted = memory.derive();
  let external = false;
  let closed = false;
  /** Whether this tab kept its unsaved edits in local storage on being hidden. */
  let kept = false;
  finishHydration({ ...useCollectionStore.getState(), ...toState(persisted) } as CollectionState);

  /** `current` is stored: what was kept on being hidden goes once nothing newer waits. */
  const stored = (current: StoredCollection) => {
    persisted = current;
    if (kept && !isDirty()) {
      forgetUnsaved(hooks.profile);
      kept = false;
    }
  };

  const flush = async (): Promise<WriteResult> => {
    const current = toStored(useCollectionStore.getState());
    if (closed) return { ok: false, reason: 'unavailable' };
    const { writes, dropPlaylists } = memory.changes(persisted, current, newStamp);
    if (writes.length === 0 && dropPlaylists.length === 0) {
      stored(current);
      return { ok: true };
    }
    try {
      const outcome = await backend.write(writes, dropPlaylists);
      memory.apply(outcome.stored, outcome.stats);
      const removed = droppedDownloads(persisted, current);
      stored(current);
      await hooks.dropAudio?.(removed);
      if (outcome.newer.length) applyExternal({ writes: outcome.newer, stats: new Map() });
      return { ok: true };
    } catch (error) {
      const reason = isQuotaError(error) ? 'quota' : 'unavailable';
      console.error('Saving the music collection failed', error);
      reportStorageProblem(musicSpecs.playlists.label, reason);
      return { ok: false, reason };
    }
  };
  const save = () => queueSave(flush);

  // Reading songs waits for the writes queued before it and marks what it read as stored, so
  // opening a playlist writes nothing; a change made meanwhile (a rename) keeps its own save.
  setSongLoader(async (ids) => {
    await queueSave(async () => {
      const read = await backend.loadSongs(ids);
      const attach = (list: PlaylistEntry[]) =>
        list.map((p) => {
          const songs = read.get(p.id);
          if (!songs || p.songs !== null) return p;
          if (!memory.songs.has(p.id)) memory.setSongs(p.id, songs);
          const loaded = memory.playlistSongs(p.id) ?? [];
          return { ...p, songs: loaded, songCount: loaded.length };
        });
      persisted = { ...persisted, playlists: attach(persisted.playlists) };
      useCollectionStore.setState({ playlists: attach(useCollectionStore.getState().playlists) });
      return { ok: true };
    });
  });

  /** Another tab's (or a newer stored) change: into memory, then into the store's lists. */
  function applyExternal(change: MusicChange) {
    const changed = memory.apply(change.writes, change.stats);
    const fresh = memory.derive();
    const picked: Partial<StoredCollection> = {};
    for (const name of SONG_LISTS)
      if (changed.has(musicSpecs[name].name)) picked[name] = fresh[name];
    if (changed.has(musicSpecs.playlists.name) || changed.has(musicSpecs.playlistSongs.name)) {
      picked.playlists = fresh.playlists;
    }
    if (Object.keys(picked).length === 0) return;
    const next = { ...persisted, ...picked };
    for (const id of droppedDownloads(persisted, next)) setLocalAudio(id, null);
    if (picked.downloads) void hooks.reloadAudio?.();
    persisted = next;
    external = true;
    try {
      useCollectionStore.setState(toState(picked));
    } finally {
      external = false;
    }
  }

  const stopWriting = useCollectionStore.subscribe(() => {
    if (!external) void save();
  });
  void save();

  const stopListening = backend.subscribe((change) => {
    void queueSave(async () => {
      // The store's own changes are written first, so taking theirs in never drops one.
      while (!closed && isDirty()) if (!(await flush()).ok) break;
      if (closed) return { ok: true };
      if (change.reload) {
        const reloaded = new MusicMemory(await backend.load());
        applyExternal({
          writes: reloadWrites(reloaded),
          stats: reloaded.stats,
        });
      } else applyExternal(change);
      return { ok: true };
    });
  });
  const isDirty = () => {
    const now = toStored(useCollectionStore.getState());
    return SONG_LISTS.some((n) => now[n] !== persisted[n]) || now.playlists !== persisted.playlists;
  };

  // The page may go away before its writes are committed: what is not yet stored (queued, or
  // in a transaction the unload would abort) is kept in local storage, synchronously.
  const keepOnLeave = () => {
    if (closed || !isDirty()) return;
    const edits = memory.changes(persisted, toStored(useCollectionStore.getState()), newStamp);
    if (edits.writes.length || edits.dropPlaylists.length)
      kept = keepUnsaved(hooks.profile, edits) || kept;
  };
  // None where the page was torn down while the collection was still loading.
  const doc = typeof document === 'undefined' ? null : document;
  const win = typeof window === 'undefined' ? null : window;
  const onHidden = () => {
    if (doc?.visibilityState === 'hidden') keepOnLeave();
  };
  win?.addEventListener('pagehide', keepOnLeave);
  doc?.addEventListener('visibilitychange', onHidden);

  const stopServing = serveOldKeys();
  const stopGone = onProfileGone((profile) => {
    if (profile === hooks.profile) closed = true;
  });

  return () => {
    closed = true;
    setSongLoader(null);
    stopWriting();
    stopListening();
    stopServing();
    stopGone();
    win?.removeEventListener('pagehide', keepOnLeave);
    doc?.removeEventListener('visibilitychange', onHidden);
  };
}

/** Every record a fresh read found, as changes to take in. */
function reloadWrites(memory: MusicMemory) {
  const all = [
    ...SONG_LISTS.flatMap((name) =>
      [...memory.lists[name].values()].map((record) => ({ c: musicSpecs[name].name, record })),
    ),
    ...[...memory.playlists.values()].map((record) => ({ c: musicSpecs.playlists.name, record })),
  ];
  return all;
}
