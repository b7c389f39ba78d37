import type { Song } from '@/lib/music/types';

/**
 * Songs for tests: `song('a')` has id 'a', a 60 s duration and one stream link (`/audio/a`);
 * spread it to change a field (`{ ...song('a'), album: … }`).
 */
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
export const ids = (list: { id: string }[]) => list.map((s) => s.id);
