import { z } from 'zod/mini';
import { isCanonicalSong } from './canonical-song';
import { normaliseSong } from './normalise';
import { rawSongSchema } from './schemas';
import type { Song } from './types';

export { rawSongSchema };

/**
 * A stored song list: accepts Reelbeat's own Song and both service generations (data saved by
 * older versions of the app held raw service songs), always yielding normalised Songs. A song
 * already in Reelbeat's own shape is taken as it is (the schema would give the same value back,
 * at many times the cost); any other goes through `rawSongSchema`, whose issues keep their paths.
 */
export const storedSongsSchema: z.ZodMiniType<Song[]> = z.pipe(
  z.array(z.unknown()),
  z.transform((list, payload) => {
    const songs: Song[] = [];
    list.forEach((item, index) => {
      if (isCanonicalSong(item)) return void songs.push(item);
      const parsed = rawSongSchema.safeParse(item);
      if (parsed.success) songs.push(normaliseSong(parsed.data));
      else {
        for (const issue of parsed.error.issues) {
          payload.issues.push({ ...issue, path: [index, ...issue.path] } as never);
        }
      }
    });
    return songs;
  }),
);
