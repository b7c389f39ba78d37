/** The music home's mood sections, in page order; each is a song search. */
export const MOODS = [
  'Pop Hits',
  'Rock Classics',
  'Chill Vibes',
  'Electronic',
  'Morning Energy',
  'Evening Mood',
] as const;
