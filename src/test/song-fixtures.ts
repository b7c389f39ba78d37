import type { Song } from '@/lib/music/types';

/** Songs for tests: `song('a')` has id 'a', a 60 s duration and one download link. */
export const song = (id: string, duration: number | null = 60): Song => ({
  id,
  name: `Song ${id}`,
  album: { id: null, name: `Album ${id}` },
  year: '2020',
  duration,
  language: 'english',
  image: [{ quality: '150x150', url: `/api/music/images/song/${id}/150x150` }],
  downloadUrl: [{ quality: '320kbps', url: `/api/music/audio/${id}` }],
  artists: { primary: [{ id: `artist-${id}`, name: `Artist ${id}` }] },
});
