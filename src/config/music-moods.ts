/**
 * The music home's mood sections (spec), in page order; each is a song search. The offline music
 * library (server/music) generates its songs for these same moods, so every section has songs.
 */
export const MOODS = [
  'Pop Hits',
  'Rock Classics',
  'Chill Vibes',
  'Electronic',
  'Morning Energy',
  'Evening Mood',
] as const;

export type Mood = (typeof MOODS)[number];
