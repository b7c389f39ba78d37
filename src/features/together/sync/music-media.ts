import type { PlayerState } from '@/features/music-player';
import { songAllowed } from '@/lib/content-restrictions';
import { musicClient } from '@/lib/music/client';
import { normaliseSong } from '@/lib/music/normalise';
import { getArtistText } from '@/lib/music/song-fields';
import type { Song } from '@/lib/music/types';
import { QUEUE_BEFORE, QUEUE_WINDOW, TEXT_MAX } from '@shared/together/limits';
import type { MusicMedia } from '@shared/together/messages';

/** Room messages stay well under the 2 KB cap with the playback beside the queue's ids. */
const MEDIA_BYTES = 1500;

/**
 * What a music room shares of the player: the song now playing and a window of the queue's ids
 * around it (in the queue's order, shuffled or not), never whole song records.
 */
export function mediaOfPlayer(state: PlayerState): MusicMedia | null {
  const song = state.currentSong;
  if (!song) return null;
  const queued = state.queue[state.currentIndex]?.id === song.id;
  const queue = queued ? state.queue : [song];
  const index = queued ? state.currentIndex : 0;
  const start = Math.max(0, index - QUEUE_BEFORE);
  let songs = queue.slice(start, start + QUEUE_WINDOW).map((s) => s.id);
  const media = (ids: string[]): MusicMedia => ({
    kind: 'music',
    songs: ids,
    index: index - start,
    title: song.name.slice(0, TEXT_MAX),
    artist: getArtistText(song).slice(0, TEXT_MAX),
    shuffle: state.isShuffled,
  });
  while (songs.length > index - start + 1 && JSON.stringify(media(songs)).length > MEDIA_BYTES) {
    songs = songs.slice(0, -1);
  }
  return media(songs);
}

export const currentSongId = (media: MusicMedia) => media.songs[media.index] ?? null;

const known = new Map<string, Song>();

/**
 * The room's songs as this member's music service knows them (cached for the room), and those
 * of them the profile hides (a kids profile: the explicit ones), which never enter its queue.
 */
export async function resolveSongs(
  ids: readonly string[],
): Promise<{ songs: Song[]; hidden: Set<string> }> {
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    const raw = await musicClient.get('songs', { params: { ids: missing.join(',') } });
    for (const song of raw.map(normaliseSong)) known.set(song.id, song);
  }
  const songs: Song[] = [];
  const hidden = new Set<string>();
  for (const song of ids.flatMap((id) => known.get(id) ?? [])) {
    if (songAllowed(song)) songs.push(song);
    else hidden.add(song.id);
  }
  return { songs, hidden };
}

/** Songs a controller shares are already known to its own player. */
export function rememberSongs(songs: readonly Song[]) {
  for (const song of songs) known.set(song.id, song);
}
