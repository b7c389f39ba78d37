/**
 * The music home's mood sections, in page order; each is a song search. The offline music
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

/**
 * The mood sections that make the music home's first screen (about a screenful): their searches
 * and sections start at load, the others' once the page has settled or as they come near the
 * viewport, so the first covers do not share the phone's six connections with songs below.
 */
export const EAGER_MOODS = 1;
