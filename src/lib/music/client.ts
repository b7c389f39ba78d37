import { z } from 'zod/mini';
import { getRuntimeConfig } from '@shared/config/runtime-config';
import { takeAhead } from '../startup/ahead';
import { t } from '../i18n/translate';
import { SEARCH_SONGS_PATH, musicUrl, type MusicParams } from './url';
import {
  envelopeSchema,
  pageOf,
  rawAlbumSchema,
  rawArtistDetailSchema,
  rawArtistSchema,
  rawLyricsSchema,
  rawPlaylistSchema,
  rawSearchAllSchema,
  rawSongPageSchema,
  rawSongSchema,
} from './schemas';

export { MUSIC_PAGE_SIZE } from './url';

const songList = z.array(rawSongSchema);
const artistPage = z.object({
  total: z.optional(z.union([z.string(), z.number()])),
  songs: z.optional(songList),
  albums: z.optional(z.array(rawAlbumSchema)),
  results: z.optional(z.unknown()),
});

/**
 * Every music service call Reelbeat makes: its path (with the id where the path holds one) and the schema of its
 * `data`. The app's screens fetch through `musicClient.get(name, …)`; what no screen uses yet
 * stays one line here instead of a wrapper nobody calls.
 */
export const MUSIC_ENDPOINTS = {
  search: { path: () => '/search', schema: rawSearchAllSchema },
  searchSongs: { path: () => SEARCH_SONGS_PATH, schema: rawSongPageSchema },
  searchAlbums: { path: () => '/search/albums', schema: pageOf(rawAlbumSchema) },
  searchArtists: { path: () => '/search/artists', schema: pageOf(rawArtistSchema) },
  searchPlaylists: { path: () => '/search/playlists', schema: pageOf(rawPlaylistSchema) },
  songs: { path: () => '/songs', schema: songList },
  song: { path: (id: string) => `/songs/${encodeURIComponent(id)}`, schema: songList },
  suggestions: {
    path: (id: string) => `/songs/${encodeURIComponent(id)}/suggestions`,
    schema: songList,
  },
  album: { path: () => '/albums', schema: rawAlbumSchema },
  artist: {
    path: (id: string) => `/artists/${encodeURIComponent(id)}`,
    schema: rawArtistDetailSchema,
  },
  artistSongs: {
    path: (id: string) => `/artists/${encodeURIComponent(id)}/songs`,
    schema: artistPage,
  },
  artistAlbums: {
    path: (id: string) => `/artists/${encodeURIComponent(id)}/albums`,
    schema: artistPage,
  },
  playlist: { path: () => '/playlists', schema: rawPlaylistSchema },
  // Reelbeat's server answers this in both modes (live: the service's lyrics; offline: LRC).
  lyrics: { path: (id: string) => `/lyrics/${encodeURIComponent(id)}`, schema: rawLyricsSchema },
} as const;

export type MusicEndpoint = keyof typeof MUSIC_ENDPOINTS;
/** What an endpoint answers, after the zod parse at the boundary. */
export type MusicData<E extends MusicEndpoint> = z.infer<(typeof MUSIC_ENDPOINTS)[E]['schema']>;

/** A non-ok answer; `status` lets a caller tell "not there" (404) from a failure. */
export class MusicHttpError extends Error {
  constructor(readonly status: number) {
    super(t('lib.music.httpError', { status }));
    this.name = 'MusicHttpError';
  }
}

export interface MusicRequest {
  /** The id in the path (song, suggestions, artist calls). */
  id?: string;
  params?: MusicParams;
  signal?: AbortSignal;
}

export interface MusicClientOptions {
  /** Defaults to the runtime config's music base URL (e.g. `/api/music`). */
  baseUrl?: () => string;
  fetch?: typeof fetch;
}

/** One typed client for the music service: reads the response's envelope and parses its data. */
export function createMusicClient(options: MusicClientOptions = {}) {
  const baseUrl = options.baseUrl ?? (() => getRuntimeConfig().music.baseUrl);
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function get<E extends MusicEndpoint>(
    endpoint: E,
    { id = '', params = {}, signal }: MusicRequest = {},
  ): Promise<MusicData<E>> {
    const { path, schema } = MUSIC_ENDPOINTS[endpoint];
    const url = musicUrl(path(id), params, baseUrl());
    // A call the page started ahead of this code (lib/startup/ahead.ts) is taken, not asked again.
    const response = await (takeAhead(url, signal) ?? doFetch(url, { signal }));
    if (!response.ok) {
      const error = new MusicHttpError(response.status);
      console.error(error);
      throw error;
    }
    const envelope = envelopeSchema.parse(await response.json());
    if (envelope.success === false || envelope.status === 'FAILED') {
      throw new Error(
        typeof envelope.message === 'string' ? envelope.message : t('lib.music.requestFailed'),
      );
    }
    return schema.parse(envelope.data ?? envelope.results) as MusicData<E>;
  }

  return { get };
}

export type MusicClient = ReturnType<typeof createMusicClient>;

/** The app's client, reading its base URL from /config.json. */
export const musicClient = createMusicClient();
