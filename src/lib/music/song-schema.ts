import { z } from 'zod/mini';
import { normaliseSong } from './normalise';
import { rawSongSchema } from './schemas';
import type { Song } from './types';

export { rawSongSchema };

/**
 * A stored song list: accepts Reelbeat's own Song and both service generations (data saved by
 * older versions of the app held raw service songs), always yielding normalised Songs.
 */
export const storedSongsSchema: z.ZodMiniType<Song[]> = z.pipe(
  z.array(rawSongSchema),
  z.transform((list) => list.map(normaliseSong)),
);
