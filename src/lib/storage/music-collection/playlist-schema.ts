import { z } from 'zod/mini';
import { storedSongsSchema } from '@/lib/music/song-schema';
import type { LocalPlaylist, PlaylistSummary } from './playlist-types';

const optionalText = z.optional(z.string());

const fields = {
  id: z.string(),
  name: z.string(),
  description: optionalText,
  createdAt: z._default(z.string(), () => new Date(0).toISOString()),
  image: optionalText,
  avatar: optionalText,
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
