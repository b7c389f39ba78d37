import { create } from 'zustand';
import type { Song } from '@/lib/music/types';
import type { LoadedPlaylist, PlaylistEntry } from './playlist-types';

export const RECENTLY_PLAYED_CAP = 50;

/** The listener's own music, kept in the browser: what they liked, played, listed and saved. */
export interface CollectionState {
  favorites: Song[];
  recentlyPlayed: Song[];
  /** Summaries, with songs once loaded (`ensurePlaylistSongs`). */
  playlists: PlaylistEntry[];
  downloads: Song[];
}

export const initialCollectionState = (): CollectionState => ({
  favorites: [],
  recentlyPlayed: [],
  playlists: [],
  downloads: [],
});

/** Read it through the narrow hooks in `collection-hooks.ts`; change it through `collectionActions`. */
export const useCollectionStore = create<CollectionState>()(initialCollectionState);

const get = useCollectionStore.getState;
type Update = (state: CollectionState) => Partial<CollectionState>;

/**
 * Changes made while the stored lists are still loading (IndexedDB answers asynchronously) are
 * recorded and replayed on the loaded lists, so a like clicked during start-up is not lost.
 */
let pending: Update[] | null = null;
let loaded: Promise<void> = Promise.resolve();
let markLoaded = () => {};

/** Whether the stored lists have reached the store once on this page. */
let hydrated = false;
let startLoading: (() => void) | null = null;

/** How `collectionLoaded` starts the load when nothing has yet (set by the persistence). */
export const setCollectionStarter = (start: (() => void) | null) => void (startLoading = start);

/**
 * Resolves once the stored lists are in the store, starting their load if nothing has yet.
 * Code that computes a whole new list from the current one (playlist edits) waits for it, or it
 * would replace the stored lists with an edit of the empty ones: asked before the load had
 * begun, it used to answer at once, and the Downloads playlist made on a music page's first
 * frame replaced every stored playlist.
 */
export function collectionLoaded(): Promise<void> {
  if (!pending && !hydrated) startLoading?.();
  return loaded;
}

/**
 * Whether the stored lists have reached the store once on this page. Until then the music
 * pages show that they are loading: an empty list would read "No playlists yet" to a listener
 * with five hundred of them.
 */
export const useCollectionReadyStore = create<{ ready: boolean }>()(() => ({ ready: false }));
const set = (update: Update) => {
  pending?.push(update);
  useCollectionStore.setState(update);
};

/** The stored lists start loading: record changes until `finishHydration`. */
export function beginHydration() {
  if (pending) return;
  pending = [];
  loaded = new Promise<void>((resolve) => (markLoaded = resolve));
}

/** The stored lists are here: they become the state, with the recorded changes on top. */
export function finishHydration(loaded: CollectionState) {
  const updates = pending ?? [];
  pending = null;
  let next = loaded;
  for (const update of updates) next = { ...next, ...update(next) };
  useCollectionStore.setState(next);
  useCollectionReadyStore.setState({ ready: true });
  hydrated = true;
  markLoaded();
}

/** Recently played: newest first, one entry per song, at most 50. */
export function addRecent(list: Song[], song: Song, cap = RECENTLY_PLAYED_CAP): Song[] {
  return [song, ...list.filter((s) => s.id !== song.id)].slice(0, cap);
}

export const collectionActions = {
  /** Called by the player each time a song starts from its beginning. */
  recordPlayed: (song: Song) => set((s) => ({ recentlyPlayed: addRecent(s.recentlyPlayed, song) })),
  isFavorite: (songId: string) => get().favorites.some((s) => s.id === songId),
  toggleFavorite: (song: Song) =>
    set((s) => ({
      favorites: s.favorites.some((f) => f.id === song.id)
        ? s.favorites.filter((f) => f.id !== song.id)
        : [song, ...s.favorites],
    })),
  setPlaylists: (update: (list: PlaylistEntry[]) => PlaylistEntry[]) =>
    set((s) => ({ playlists: update(s.playlists) })),
  setDownloads: (update: (list: Song[]) => Song[]) =>
    set((s) => ({ downloads: update(s.downloads) })),
  /** Current values for code outside React (playlist edits, downloads, imports). */
  playlists: () => get().playlists,
  isDownloaded: (songId: string) => get().downloads.some((s) => s.id === songId),
};

/**
 * Reads the songs of the named playlists into the store (IndexedDB keeps them apart); set by
 * the persistence that owns them. Without one every playlist comes with its songs.
 */
export type SongLoader = (ids: string[]) => Promise<void>;
let songLoader: SongLoader | null = null;
const inFlight = new Map<string, Promise<void>>();

export function setSongLoader(loader: SongLoader | null) {
  songLoader = loader;
  inFlight.clear();
}

const findPlaylist = (id: string) => get().playlists.find((p) => p.id === id);

async function loadSongs(ids: string[]) {
  await collectionLoaded();
  const missing = ids.filter((id) => findPlaylist(id)?.songs === null && !inFlight.has(id));
  if (missing.length && songLoader) {
    const loading = songLoader(missing).finally(() => missing.forEach((id) => inFlight.delete(id)));
    missing.forEach((id) => inFlight.set(id, loading));
  }
  await Promise.all(ids.map((id) => inFlight.get(id)));
}

/**
 * The playlist with its songs, read from storage the first time it is needed (opened, played,
 * exported, added to, downloaded); undefined when there is no such playlist.
 */
export async function ensurePlaylistSongs(id: string): Promise<LoadedPlaylist | undefined> {
  await loadSongs([id]);
  const playlist = findPlaylist(id);
  if (playlist && playlist.songs === null) throw new Error(`Songs of playlist ${id} not loaded`);
  return playlist as LoadedPlaylist | undefined;
}

/** Every playlist with its songs (whole-data backup, export of all playlists). */
export async function loadAllPlaylistSongs(): Promise<LoadedPlaylist[]> {
  await loadSongs(get().playlists.map((p) => p.id));
  const list = get().playlists;
  if (list.some((p) => p.songs === null)) throw new Error('Playlist songs not loaded');
  return list as LoadedPlaylist[];
}
