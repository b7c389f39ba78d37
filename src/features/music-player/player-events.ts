/*
 * Who hears about the player's moves without driving them (listening together, the sleep
 * timer). player-actions.ts calls the emitters; everyone else subscribes.
 */

const seekListeners = new Set<(seconds: number) => void>();
/** Calls back on every seek (by hand, keys, lyrics, media keys or a room's sync). */
export function onSeek(listener: (seconds: number) => void): () => void {
  seekListeners.add(listener);
  return () => seekListeners.delete(listener);
}
export function emitSeek(seconds: number) {
  for (const listener of seekListeners) listener(seconds);
}

const songStartListeners = new Set<() => void>();
/** Calls back whenever a song (or the same one again) starts from its beginning. */
export function onSongStart(listener: () => void): () => void {
  songStartListeners.add(listener);
  return () => songStartListeners.delete(listener);
}
export function emitSongStart() {
  for (const listener of songStartListeners) listener();
}
