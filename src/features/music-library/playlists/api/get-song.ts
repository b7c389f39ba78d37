import { songAllowed } from '@/lib/content-restrictions';
import { musicClient } from '@/lib/music/client';
import { normaliseSong } from '@/lib/music/normalise';
import type { Song } from '@/lib/music/types';

/**
 * The service's current record of one song (`/songs/{id}`; it answers a list). Only
 * downloads read it, outside React and uncached (the links must be fresh), so it has no query
 * options or hook.
 */
export async function getSong(id: string, signal?: AbortSignal): Promise<Song | null> {
  const list = await musicClient.get('song', { id, signal });
  const song = list[0] ? normaliseSong(list[0]) : null;
  // A song the profile hides is not there for it.
  return song && songAllowed(song) ? song : null;
}
