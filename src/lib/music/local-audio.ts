import { useSyncExternalStore } from 'react';

/**
 * Downloaded songs' audio and covers, as object URLs of the blobs kept in IndexedDB: the player
 * asks here first, so a downloaded song plays from the device (also with no network), and every
 * picture of a downloaded song (rows, player bar, full player, lock screen) shows its stored
 * cover. The music collection fills it when it loads and as songs are downloaded or removed.
 *
 * One shared cache: a song's cover URL is made once, the first time something shows it, and
 * every row, player and the Media Session use that same URL. It is revoked when the song stops
 * being downloaded (or its cover is replaced), never by a component unmounting: the same cover
 * is usually on screen in several places at once.
 */
const audioUrls = new Map<string, string>();
const covers = new Map<string, { blob: Blob; url: string | null }>();
const listeners = new Set<() => void>();
/** Counts the changes of the covers, so a list can re-read them all when one changes. */
let coversVersion = 0;

export const localAudioUrl = (songId: string): string | null => audioUrls.get(songId) ?? null;

/** The stored cover's object URL of a downloaded song, or null (not downloaded, or no cover). */
export function localCoverUrl(songId: string): string | null {
  const cover = covers.get(songId);
  if (!cover) return null;
  cover.url ??= URL.createObjectURL(cover.blob);
  return cover.url;
}

/** Reloading the list reads new Blob objects of the same bytes: keep the URL already shown. */
const sameCover = (a: Blob, b: Blob) => a.size === b.size && a.type === b.type;

function setCover(songId: string, cover: Blob | null): boolean {
  const old = covers.get(songId);
  if (old && cover && sameCover(old.blob, cover)) return false;
  if (!old && !cover) return false;
  if (old?.url) URL.revokeObjectURL(old.url);
  if (cover) covers.set(songId, { blob: cover, url: null });
  else covers.delete(songId);
  return true;
}

/**
 * Records a downloaded song's blobs (`audio` null: the song is no longer downloaded, and its
 * cover goes with it). Replaced URLs are revoked.
 */
export function setLocalAudio(songId: string, audio: Blob | null, cover: Blob | null = null) {
  const old = audioUrls.get(songId);
  if (old) URL.revokeObjectURL(old);
  if (audio) audioUrls.set(songId, URL.createObjectURL(audio));
  else audioUrls.delete(songId);
  if (!setCover(songId, audio ? cover : null)) return;
  coversVersion += 1;
  for (const listener of listeners) listener();
}

/** Called whenever a stored cover appears, changes or goes. */
export function subscribeLocalCovers(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored cover of `songId` while it is downloaded (re-renders when that changes). */
export function useLocalCoverUrl(songId: string | undefined): string | null {
  return useSyncExternalStore(
    subscribeLocalCovers,
    () => (songId ? localCoverUrl(songId) : null),
    () => null,
  );
}

/**
 * For a long list: re-renders when any stored cover changes, so the list reads `localCoverUrl`
 * for the rows it shows and its rows need no subscription of their own.
 */
export function useLocalCoversVersion(): number {
  return useSyncExternalStore(
    subscribeLocalCovers,
    () => coversVersion,
    () => 0,
  );
}
