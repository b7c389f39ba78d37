import { z } from 'zod/mini';

/**
 * Raw shapes of the music service, loose enough for both generations it has shipped:
 * G3 (`artists.primary[]` objects, links with `url`) and G2 (`primaryArtists`/`singers` text,
 * links with `link`, `downloadUrl: false`, numbers as strings). Normalisers turn them into Song.
 */
const idLike = z.union([z.string(), z.number()]);
const text = z.nullish(z.string());

export const rawLinkSchema = z.object({
  quality: z._default(z.string(), ''),
  url: z.optional(z.string()),
  link: z.optional(z.string()),
});
export const rawLinksSchema = z.optional(
  z.union([z.array(rawLinkSchema), z.string(), z.literal(false), z.null()]),
);

export const rawArtistSchema = z.object({
  id: z.optional(idLike),
  name: z.optional(z.string()),
  title: z.optional(z.string()),
  image: rawLinksSchema,
});

export const rawSongSchema = z.object({
  id: idLike,
  name: text,
  title: text,
  album: z.nullish(z.union([z.string(), z.object({ id: z.nullish(idLike), name: text })])),
  year: z.nullish(idLike),
  duration: z.nullish(idLike),
  language: text,
  image: rawLinksSchema,
  downloadUrl: rawLinksSchema,
  artists: z.nullish(z.object({ primary: z.nullish(z.array(rawArtistSchema)) })),
  primaryArtists: z.nullish(z.union([z.string(), z.array(rawArtistSchema)])),
  singers: text,
  localUrl: z.optional(z.string()),
  downloadedAt: z.optional(z.string()),
  isDownloaded: z.optional(z.boolean()),
  replayGainDb: z.nullish(z.number()),
  // G3 sends a boolean, G2 a number or a string ("1"/"0"); Reelbeat's own stored songs `explicit`.
  explicitContent: z.nullish(z.union([z.boolean(), z.number(), z.string()])),
  explicit: z.optional(z.boolean()),
});
export type RawSong = z.infer<typeof rawSongSchema>;

const songs = z.array(rawSongSchema);

export const rawSongPageSchema = z.union([
  z.object({
    total: z.optional(idLike),
    start: z.optional(idLike),
    results: songs,
  }),
  songs,
]);

export const rawAlbumSchema = z.object({
  id: idLike,
  name: text,
  title: text,
  description: text,
  year: z.nullish(idLike),
  image: rawLinksSchema,
  artists: z.nullish(
    z.union([z.object({ primary: z.nullish(z.array(rawArtistSchema)) }), z.array(rawArtistSchema)]),
  ),
  primaryArtists: z.nullish(z.union([z.string(), z.array(rawArtistSchema)])),
  artist: text,
  songCount: z.nullish(idLike),
  songs: z.nullish(songs),
});
export type RawAlbum = z.infer<typeof rawAlbumSchema>;

export const rawPlaylistSchema = z.object({
  id: idLike,
  name: text,
  title: text,
  description: text,
  image: rawLinksSchema,
  songCount: z.nullish(idLike),
  songs: z.nullish(songs),
});
export type RawPlaylist = z.infer<typeof rawPlaylistSchema>;

export const rawArtistDetailSchema = z.object({
  id: idLike,
  name: text,
  image: rawLinksSchema,
  followerCount: z.nullish(idLike),
  bio: z.nullish(z.union([z.string(), z.array(z.object({ text: text }))])),
  topSongs: z.nullish(songs),
  topAlbums: z.nullish(z.array(rawAlbumSchema)),
});

export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ total: z.optional(idLike), start: z.optional(idLike), results: z.array(item) });

export const rawSearchAllSchema = z.object({
  topQuery: z.optional(z.object({ results: songs })),
  songs: z.optional(z.object({ results: songs })),
  albums: z.optional(z.object({ results: z.array(rawAlbumSchema) })),
  artists: z.optional(z.object({ results: z.array(rawArtistSchema) })),
  playlists: z.optional(z.object({ results: z.array(rawPlaylistSchema) })),
});

/** G3 `{success, data}`, G2 `{status, data}` and G1 `{status, results}` envelopes. */
export const envelopeSchema = z.object({
  success: z.optional(z.boolean()),
  status: z.optional(z.string()),
  message: z.optional(z.unknown()),
  data: z.optional(z.unknown()),
  results: z.optional(z.unknown()),
});

/** Reelbeat's own lyrics address (`/lyrics/{id}`): LRC when timed, else plain text. */
export const rawLyricsSchema = z.object({
  lrc: z.nullish(z.string()),
  plain: z.nullish(z.string()),
  copyright: z.nullish(z.string()),
});
