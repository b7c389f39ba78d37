import { z } from 'zod/mini';
import { getRuntimeConfig } from '../../config/runtime-config';
import {
  envelopeSchema,
  pageOf,
  rawAlbumSchema,
  rawArtistDetailSchema,
  rawArtistSchema,
  rawPlaylistSchema,
  rawSearchAllSchema,
  rawSongPageSchema,
  rawSongSchema,
} from './schemas';
import {
  normaliseAlbumSummary,
  normaliseArtistSummary,
  normaliseLinks,
  normalisePlaylistSummary,
  normaliseSong,
  toNumber,
} from './normalise';
import type {
  Album,
  AlbumSummary,
  Artist,
  ArtistSummary,
  Page,
  PlaylistSummary,
  RemotePlaylist,
  SearchAll,
  Song,
} from './types';

/** Page sizes the app uses (spec 7 and 9). */
export const MUSIC_PAGE_SIZE = {
  mood: 8,
  trending: 20,
  search: 30,
  default: 20,
  playlist: 100,
  suggestions: 10,
  artistCounts: 10,
} as const;

type Params = Record<string, string | number | undefined>;

export interface MusicClientOptions {
  /** Defaults to the runtime config's music base URL (e.g. `/api/music`). */
  baseUrl?: () => string;
  fetch?: typeof fetch;
}

const songList = z.array(rawSongSchema);
const toPage = <R, T>(
  raw: { total?: string | number; start?: string | number; results: R[] } | R[],
  map: (r: R) => T,
): Page<T> => {
  const results = Array.isArray(raw) ? raw : raw.results;
  return {
    total: (Array.isArray(raw) ? null : toNumber(raw.total)) ?? results.length,
    start: (Array.isArray(raw) ? null : toNumber(raw.start)) ?? 0,
    results: results.map(map),
  };
};

/** A typed client for every call of spec 7. Each reads the response's `data` field. */
export function createMusicClient(options: MusicClientOptions = {}) {
  const baseUrl = options.baseUrl ?? (() => getRuntimeConfig().music.baseUrl);
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function get<T>(
    path: string,
    schema: z.ZodMiniType<T>,
    params: Params = {},
    signal?: AbortSignal,
  ) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) query.set(key, String(value));
    }
    const qs = query.toString();
    const response = await doFetch(`${baseUrl()}${path}${qs ? `?${qs}` : ''}`, { signal });
    if (!response.ok) {
      const error = new Error(`HTTP error! status: ${response.status}`);
      console.error(error);
      throw error;
    }
    const envelope = envelopeSchema.parse(await response.json());
    if (envelope.success === false || envelope.status === 'FAILED') {
      throw new Error(typeof envelope.message === 'string' ? envelope.message : 'Request failed');
    }
    return schema.parse(envelope.data ?? envelope.results);
  }

  const searchPage =
    <R, T>(path: string, item: z.ZodMiniType<R>, map: (r: R) => T) =>
    async (
      query: string,
      page = 0,
      limit: number = MUSIC_PAGE_SIZE.default,
      signal?: AbortSignal,
    ) =>
      toPage(await get(path, pageOf(item), { query, page, limit }, signal), map);

  return {
    search: async (query: string, signal?: AbortSignal): Promise<SearchAll> => {
      const data = await get('/search', rawSearchAllSchema, { query }, signal);
      return {
        topQuery: (data.topQuery?.results ?? []).map(normaliseSong),
        songs: (data.songs?.results ?? []).map(normaliseSong),
        albums: (data.albums?.results ?? []).map(normaliseAlbumSummary),
        artists: (data.artists?.results ?? []).map(normaliseArtistSummary),
        playlists: (data.playlists?.results ?? []).map(normalisePlaylistSummary),
      };
    },
    searchSongs: async (
      query: string,
      page = 0,
      limit: number = MUSIC_PAGE_SIZE.default,
      signal?: AbortSignal,
    ): Promise<Page<Song>> =>
      toPage(
        await get('/search/songs', rawSongPageSchema, { query, page, limit }, signal),
        normaliseSong,
      ),
    searchAlbums: searchPage<z.infer<typeof rawAlbumSchema>, AlbumSummary>(
      '/search/albums',
      rawAlbumSchema,
      normaliseAlbumSummary,
    ),
    searchArtists: searchPage<z.infer<typeof rawArtistSchema>, ArtistSummary>(
      '/search/artists',
      rawArtistSchema,
      normaliseArtistSummary,
    ),
    searchPlaylists: searchPage<z.infer<typeof rawPlaylistSchema>, PlaylistSummary>(
      '/search/playlists',
      rawPlaylistSchema,
      normalisePlaylistSummary,
    ),
    /** The service answers a list; the first item is the song. */
    getSong: async (id: string, signal?: AbortSignal): Promise<Song | null> => {
      const list = await get(`/songs/${encodeURIComponent(id)}`, songList, {}, signal);
      return list[0] ? normaliseSong(list[0]) : null;
    },
    getSongs: async (ids: string[], signal?: AbortSignal): Promise<Song[]> =>
      (await get('/songs', songList, { ids: ids.join(',') }, signal)).map(normaliseSong),
    getSuggestions: async (
      id: string,
      limit: number = MUSIC_PAGE_SIZE.suggestions,
      signal?: AbortSignal,
    ): Promise<Song[]> =>
      (await get(`/songs/${encodeURIComponent(id)}/suggestions`, songList, { limit }, signal)).map(
        normaliseSong,
      ),
    getAlbum: async (id: string, signal?: AbortSignal): Promise<Album> => {
      const raw = await get('/albums', rawAlbumSchema, { id }, signal);
      return {
        ...normaliseAlbumSummary(raw),
        description: raw.description ?? null,
        songs: (raw.songs ?? []).map(normaliseSong),
      };
    },
    getArtist: async (id: string, signal?: AbortSignal): Promise<Artist> => {
      const raw = await get(
        `/artists/${encodeURIComponent(id)}`,
        rawArtistDetailSchema,
        { songCount: MUSIC_PAGE_SIZE.artistCounts, albumCount: MUSIC_PAGE_SIZE.artistCounts },
        signal,
      );
      return {
        id: String(raw.id),
        name: raw.name ?? '',
        image: normaliseLinks(raw.image),
        followerCount: toNumber(raw.followerCount),
        bio: typeof raw.bio === 'string' ? raw.bio : (raw.bio?.[0]?.text ?? null),
        topSongs: (raw.topSongs ?? []).map(normaliseSong),
        topAlbums: (raw.topAlbums ?? []).map(normaliseAlbumSummary),
      };
    },
    getArtistSongs: async (id: string, page = 0, signal?: AbortSignal): Promise<Page<Song>> => {
      const raw = await get(
        `/artists/${encodeURIComponent(id)}/songs`,
        z.object({
          total: z.optional(z.union([z.string(), z.number()])),
          songs: z.optional(songList),
          results: z.optional(songList),
        }),
        { page, sortBy: 'popularity', sortOrder: 'desc' },
        signal,
      );
      return toPage({ total: raw.total, results: raw.songs ?? raw.results ?? [] }, normaliseSong);
    },
    getArtistAlbums: async (
      id: string,
      page = 0,
      signal?: AbortSignal,
    ): Promise<Page<AlbumSummary>> => {
      const albums = z.optional(z.array(rawAlbumSchema));
      const raw = await get(
        `/artists/${encodeURIComponent(id)}/albums`,
        z.object({ total: z.optional(z.union([z.string(), z.number()])), albums, results: albums }),
        { page, sortBy: 'popularity', sortOrder: 'desc' },
        signal,
      );
      return toPage(
        { total: raw.total, results: raw.albums ?? raw.results ?? [] },
        normaliseAlbumSummary,
      );
    },
    getPlaylist: async (
      id: string,
      page = 0,
      limit: number = MUSIC_PAGE_SIZE.playlist,
      signal?: AbortSignal,
    ): Promise<RemotePlaylist> => {
      const raw = await get('/playlists', rawPlaylistSchema, { id, page, limit }, signal);
      return {
        ...normalisePlaylistSummary(raw),
        description: raw.description ?? null,
        songs: (raw.songs ?? []).map(normaliseSong),
      };
    },
  };
}

export type MusicClient = ReturnType<typeof createMusicClient>;

/** The app's client, reading its base URL from /config.json. */
export const musicClient = createMusicClient();
