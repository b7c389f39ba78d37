/**
 * Schema v2 keeps a playlist's songs apart from the playlist itself, so start-up reads the
 * playlists without their songs. This splits a v1 record (the whole playlist as JSON text) in
 * the upgrade transaction. It knows no playlist schema: it moves the `songs` array out as it
 * is and counts it; checking both halves stays with the reader, which keeps unreadable records
 * aside. A record it cannot split is left untouched for the reader to keep aside.
 */
export const SUMMARY_VERSION = 2;
export const SONGS_VERSION = 1;

export interface SplitPlaylist {
  summary: { id: string; v: number; json: string };
  songs: { v: number; json: string };
}

export function splitPlaylistRecord(record: unknown): SplitPlaylist | null {
  const { v, json } = (record ?? {}) as { v?: unknown; json?: unknown };
  if (v !== 1 || typeof json !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const { songs = [], ...rest } = data as Record<string, unknown>;
  if (typeof rest.id !== 'string' || !Array.isArray(songs)) return null;
  const seconds = songs.reduce<number>((sum, song) => {
    const duration = (song as { duration?: unknown } | null)?.duration;
    return sum + (typeof duration === 'number' && duration > 0 ? duration : 0);
  }, 0);
  return {
    summary: {
      id: rest.id,
      v: SUMMARY_VERSION,
      json: JSON.stringify({ ...rest, songCount: songs.length, seconds }),
    },
    songs: { v: SONGS_VERSION, json: JSON.stringify(songs) },
  };
}
