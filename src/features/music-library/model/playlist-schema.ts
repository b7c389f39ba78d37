import { z } from 'zod/mini';
import { storedSongsSchema } from '@/lib/music/song-schema';
import type { LocalPlaylist } from './playlist-types';

const optionalText = z.optional(z.string());

/** The stored playlists (reelbeat_music_playlists); lenient where older data lacks a field. */
export const playlistsSchema: z.ZodMiniType<LocalPlaylist[]> = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    description: optionalText,
    createdAt: z._default(z.string(), () => new Date(0).toISOString()),
    songs: z._default(storedSongsSchema, []),
    image: optionalText,
    avatar: optionalText,
    isDownloaded: z.optional(z.boolean()),
    downloadedSongs: z.optional(z.array(z.string())),
    importedAt: optionalText,
    lastModified: optionalText,
    originalId: optionalText,
  }),
);
