import { describe, expect, it } from 'vitest';
import { initialPlayerState } from '@/features/music-player';
import type { Song } from '@/lib/music/types';
import { QUEUE_BEFORE, QUEUE_WINDOW } from '@shared/together/limits';
import { musicMediaSchema } from '@shared/together/messages';
import { currentSongId, mediaOfPlayer } from './music-media';

const song = (id: string): Song => ({
  id,
  name: `Song ${id}`,
  album: null,
  year: null,
  duration: 60,
  language: null,
  image: [],
  downloadUrl: [],
  artists: { primary: [{ id: 'a', name: 'Artist' }] },
});
const queue = (n: number, idLength = 8) =>
  Array.from({ length: n }, (_, i) => song(String(i).padStart(idLength, '0')));

describe('mediaOfPlayer', () => {
  it('shares a window of the queue around the current song, in its order', () => {
    const songs = queue(100);
    const media = mediaOfPlayer({
      ...initialPlayerState(),
      queue: songs,
      currentIndex: 50,
      currentSong: songs[50]!,
      isShuffled: true,
    })!;
    expect(media.songs).toHaveLength(QUEUE_WINDOW);
    expect(media.index).toBe(QUEUE_BEFORE);
    expect(currentSongId(media)).toBe(songs[50]!.id);
    expect(media).toMatchObject({ title: 'Song 00000050', artist: 'Artist', shuffle: true });
    expect(musicMediaSchema.safeParse(media).success).toBe(true);
  });

  it('keeps the message small with long ids, and never drops the current song', () => {
    const songs = queue(60, 60);
    const media = mediaOfPlayer({
      ...initialPlayerState(),
      queue: songs,
      currentIndex: 2,
      currentSong: songs[2]!,
    })!;
    expect(JSON.stringify(media).length).toBeLessThanOrEqual(1500);
    expect(currentSongId(media)).toBe(songs[2]!.id);
  });

  it('shares the song alone when it is not in the queue, and nothing without a song', () => {
    const lone = song('lone');
    expect(mediaOfPlayer({ ...initialPlayerState(), currentSong: lone })!.songs).toEqual(['lone']);
    expect(mediaOfPlayer(initialPlayerState())).toBeNull();
  });
});
