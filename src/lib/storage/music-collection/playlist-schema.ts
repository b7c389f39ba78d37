import { z } from 'zod/mini';
import { storedSongsSchema } from '@/lib/music/song-schema';
import { isPlaylistImage, isSafeCover } from './cover-checks';
import type { LocalPlaylist, PlaylistSummary } from './playlist-types';

const optionalText = z.optional(z.string());
/**
 * A picture field that fails its check is dropped, not the playlist: a cover from a backup,
 * another device or an old copy is shown only when it is an embedded image (or, for `image`,
 * a link an `src` may load, or an emoji), and the playlist and its songs stay.
 */
const picture = (check: (value: string) => boolean) =>
  z.catch(z.optional(z.string().check(z.refine(check))), undefined);

const fields = {
  id: z.string(),
  name: z.string(),
  description: optionalText,
  createdAt: z._default(z.string(), () => new Date(0).toISOString()),
  image: picture(isPlaylistImage),
  avatar: picture(isSafeCover),
  isDownloaded: z.optional(z.boolean()),
  downloadedSongs: z.optional(z.array(z.string())),
  importedAt: optionalText,
  lastModified: optionalText,
  originalId: optionalText,
};

/** The stored playlists (reelbeat_music_playlists); lenient where older data lacks a field. */
export const playlistsSchema: z.ZodMiniType<LocalPlaylist[]> = z.array(
  z.object({ ...fields, songs: z._default(storedSongsSchema, []) }),
);

/** A playlist's record (lib/storage/records): everything but its songs and their count. */
export const playlistRecordSchema = z.object(fields);

/** A playlist's summary as the store holds it: its record with its songs' count and length. */
export const playlistSummarySchema: z.ZodMiniType<PlaylistSummary> = z.object({
  ...fields,
  songCount: z.number(),
  seconds: z.number(),
});
