import { queryOptions, useQuery } from '@tanstack/react-query';
import { MusicHttpError, musicClient } from '@/lib/music/client';
import { parseLrc, type Lyrics } from '@shared/music/lrc';
import { playerKeys } from './query-keys';

export interface SongLyrics extends Lyrics {
  copyright: string | null;
}

/**
 * A song's lyrics (`/lyrics/{id}`), parsed: timed lines from LRC, else the plain text as lines.
 * `null` when the song has none (the server answers 404 "No lyrics for this song").
 */
export async function getLyrics(songId: string, signal?: AbortSignal): Promise<SongLyrics | null> {
  try {
    const raw = await musicClient.get('lyrics', { id: songId, signal });
    const copyright = raw.copyright ?? null;
    const timed = parseLrc(raw.lrc);
    if (timed.synced.length > 0) return { ...timed, copyright };
    // Plain text keeps its blank lines: they separate the verses.
    const text = raw.plain?.trim();
    const plain = text ? text.split(/\r\n|\r|\n/).map((line) => line.trim()) : timed.plain;
    return plain.length > 0 ? { synced: [], plain, copyright } : null;
  } catch (error) {
    if (error instanceof MusicHttpError && error.status === 404) return null;
    throw error;
  }
}

export const lyricsOptions = (songId: string) =>
  queryOptions({
    queryKey: playerKeys.lyrics(songId),
    queryFn: ({ signal }) => getLyrics(songId, signal),
    // A song's lyrics do not change while Reelbeat is open.
    staleTime: Infinity,
    retry: (failures, error) => !(error instanceof MusicHttpError) && failures < 2,
  });

export const useLyrics = (songId: string) => useQuery(lyricsOptions(songId));
