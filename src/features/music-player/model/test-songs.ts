import type { Song } from '@/lib/music/types';

/** Songs for tests: `song('a')` has id 'a' and a 60 s duration. */
export const song = (id: string, duration: number | null = 60): Song => ({
  id,
  name: `Song ${id}`,
  album: null,
  year: null,
  duration,
  language: null,
  image: [],
  downloadUrl: [{ quality: '320kbps', url: `/audio/${id}` }],
  artists: { primary: [{ id: `artist-${id}`, name: `Artist ${id}` }] },
});

export const songs = (...ids: string[]) => ids.map((id) => song(id));
export const ids = (list: Song[]) => list.map((s) => s.id);
