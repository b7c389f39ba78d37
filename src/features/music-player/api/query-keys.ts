/** The player's one key factory; under `music` so `musicKeys.all` of music-library covers it. */
export const playerKeys = {
  lyrics: (songId: string) => ['music', 'lyrics', songId] as const,
};
