import { stat } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Library, LibraryTrack } from './library-types.ts';
import { searchByName, searchTracks, paginate } from './library-search.ts';
import {
  albumJson,
  artistJson,
  artistMini,
  playlistJson,
  searchAlbumJson,
  searchPlaylistJson,
  songJson,
  type ShapeContext,
} from './shapes.ts';
import { coverHandler } from './cover-route.ts';
import { createRasteriser, type Rasteriser } from '../images/raster.ts';
import { globalSearchJson } from './global-search.ts';
import { rangeResponse } from './range-response.ts';
import { AudioCache } from './audio-cache.ts';
import { generatedLrc, lrcBeside, lyricsJson, noLyrics } from './lyrics.ts';

const num = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
/**
 * The most items one answer lists (ids, limit, songCount, albumCount): the app asks for 100 at
 * most, and without a cap a long query builds an answer hundreds of times its size.
 */
export const MAX_LIST = 100;
const count = (fallback: number) => z.coerce.number().int().min(0).max(MAX_LIST).default(fallback);
const searchQuery = z.object({ query: z.string().min(1), page: num(0), limit: count(10) });
const artistQuery = z.object({
  page: num(0),
  songCount: count(10),
  albumCount: count(10),
  sortBy: z.enum(['popularity', 'latest', 'alphabetical']).default('popularity'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

type Parsed<T extends z.ZodType> = { ok: true; data: z.infer<T> } | { ok: false; res: Response };

/** Query validation that fails like the real service: 400 with the ZodError under `error`. */
function parseQuery<T extends z.ZodType>(c: Context, schema: T): Parsed<T> {
  const result = schema.safeParse(c.req.query());
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    res: c.json({ success: false, error: { issues: result.error.issues, name: 'ZodError' } }, 400),
  };
}

const ok = (c: Context, data: unknown) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ success: true, data });
};
const notFound = (c: Context, message: string) => c.json({ success: false, message }, 404);

function sortTracks(tracks: LibraryTrack[], sortBy: string, sortOrder: string) {
  const key = (t: LibraryTrack) =>
    sortBy === 'latest' ? (t.releaseDate ?? '') : sortBy === 'alphabetical' ? t.name : t.playCount;
  const sorted = [...tracks].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return sortOrder === 'desc' ? sorted.reverse() : sorted;
}

/** The built-in library answering the real service's G3 paths (without its `/api` prefix). */
export function offlineMusicRoutes(
  library: Library,
  base: string,
  raster: Rasteriser = createRasteriser(),
) {
  const ctx: ShapeContext = { library, base };
  const audio = new AudioCache();
  const app = new Hono();
  const song = (t: LibraryTrack) => songJson(ctx, t);
  const tracksByArtist = (id: string) => library.tracks.filter((t) => t.artistIds.includes(id));

  app.get('/search', (c) => {
    const q = parseQuery(c, z.object({ query: z.string().min(1) }));
    if (!q.ok) return q.res;
    return ok(c, globalSearchJson(ctx, q.data.query));
  });

  app.get('/search/songs', (c) => {
    const q = parseQuery(c, searchQuery);
    if (!q.ok) return q.res;
    const found = paginate(searchTracks(library, q.data.query), q.data.page, q.data.limit);
    return ok(c, { ...found, results: found.results.map(song) });
  });
  app.get('/search/albums', (c) => {
    const q = parseQuery(c, searchQuery);
    if (!q.ok) return q.res;
    const fromTracks = searchTracks(library, q.data.query).map((t) => t.albumId);
    const ids = new Set([
      ...searchByName(library.albums, q.data.query).map((a) => a.id),
      ...fromTracks,
    ]);
    const albums = library.albums.filter((a) => ids.has(a.id));
    const found = paginate(albums, q.data.page, q.data.limit);
    return ok(c, { ...found, results: found.results.map((a) => searchAlbumJson(ctx, a)) });
  });
  app.get('/search/artists', (c) => {
    const q = parseQuery(c, searchQuery);
    if (!q.ok) return q.res;
    const fromTracks = searchTracks(library, q.data.query).flatMap((t) => t.artistIds);
    const ids = new Set([
      ...searchByName(library.artists, q.data.query).map((a) => a.id),
      ...fromTracks,
    ]);
    const found = paginate(
      library.artists.filter((a) => ids.has(a.id)),
      q.data.page,
      q.data.limit,
    );
    return ok(c, { ...found, results: found.results.map((a) => artistMini(ctx, a, '')) });
  });
  app.get('/search/playlists', (c) => {
    const q = parseQuery(c, searchQuery);
    if (!q.ok) return q.res;
    const found = paginate(
      searchByName(library.playlists, q.data.query),
      q.data.page,
      q.data.limit,
    );
    return ok(c, { ...found, results: found.results.map((p) => searchPlaylistJson(ctx, p)) });
  });

  app.get('/songs', (c) => {
    const ids = c.req.query('ids');
    if (!ids)
      return c.json({ success: false, message: 'Either song IDs or link is required' }, 400);
    const asked = ids.split(',');
    if (asked.length > MAX_LIST) {
      return c.json({ success: false, message: `At most ${MAX_LIST} song IDs per request` }, 400);
    }
    const tracks = asked.flatMap((id) => library.trackById.get(id.trim()) ?? []);
    if (!tracks.length) return notFound(c, 'song not found');
    return ok(c, tracks.map(song));
  });
  app.get('/songs/:id', (c) => {
    const track = library.trackById.get(c.req.param('id'));
    return track ? ok(c, [song(track)]) : notFound(c, 'song not found');
  });
  app.get('/songs/:id/suggestions', (c) => {
    const q = parseQuery(c, z.object({ limit: count(10) }));
    if (!q.ok) return q.res;
    const track = library.trackById.get(c.req.param('id'));
    if (!track) return notFound(c, 'no suggestions found for the given song');
    const similar = library.tracks.filter((t) => t.id !== track.id && t.tags[0] === track.tags[0]);
    return ok(c, sortTracks(similar, 'popularity', 'desc').slice(0, q.data.limit).map(song));
  });

  app.get('/albums', (c) => {
    const album = library.albumById.get(c.req.query('id') ?? '');
    return album ? ok(c, albumJson(ctx, album)) : notFound(c, 'album not found');
  });

  const artistById = (c: Context, id: string | undefined) => {
    const q = parseQuery(c, artistQuery);
    if (!q.ok) return q.res;
    const artist = library.artistById.get(id ?? '');
    if (!artist) return notFound(c, 'artist not found');
    const songs = sortTracks(tracksByArtist(artist.id), q.data.sortBy, q.data.sortOrder);
    return ok(c, artistJson(ctx, artist, { ...q.data, songs }));
  };
  app.get('/artists', (c) => artistById(c, c.req.query('id')));
  app.get('/artists/:id', (c) => artistById(c, c.req.param('id')));
  app.get('/artists/:id/songs', (c) => {
    const q = parseQuery(c, artistQuery);
    if (!q.ok) return q.res;
    if (!library.artistById.has(c.req.param('id'))) return notFound(c, 'artist not found');
    const sorted = sortTracks(tracksByArtist(c.req.param('id')), q.data.sortBy, q.data.sortOrder);
    const page = paginate(sorted, q.data.page, 10);
    return ok(c, { total: page.total, songs: page.results.map(song) });
  });
  app.get('/artists/:id/albums', (c) => {
    const q = parseQuery(c, artistQuery);
    if (!q.ok) return q.res;
    if (!library.artistById.has(c.req.param('id'))) return notFound(c, 'artist not found');
    const albums = library.albums.filter((a) => a.artistIds.includes(c.req.param('id')));
    const page = paginate(albums, q.data.page, 10);
    return ok(c, { total: page.total, albums: page.results.map((a) => albumJson(ctx, a, false)) });
  });

  app.get('/playlists', (c) => {
    const q = parseQuery(
      c,
      z.object({ id: z.string().optional(), page: num(0), limit: count(10) }),
    );
    if (!q.ok) return q.res;
    if (!q.data.id)
      return c.json({ success: false, message: 'Either playlist ID or link is required' }, 400);
    const playlist = library.playlistById.get(q.data.id);
    if (!playlist) return notFound(c, 'playlist not found');
    return ok(c, playlistJson(ctx, playlist, q.data.page, q.data.limit));
  });

  app.get('/images/:kind/:id/:quality', coverHandler(library, raster));

  app.get('/lyrics/:id', async (c) => {
    const track = library.trackById.get(c.req.param('id'));
    const lrc = track ? (generatedLrc(track) ?? (await lrcBeside(track))) : null;
    return lrc ? c.json(lyricsJson({ lrc, plain: null, copyright: null })) : noLyrics();
  });

  // `/stream/{id}` is live mode's same-origin audio address; offline, it is the same file.
  app.on(['GET', 'HEAD'], ['/audio/:id', '/stream/:id'], async (c) => {
    const track = library.trackById.get(c.req.param('id'));
    if (!track) return c.text('Not found', 404);
    const cache = 'public, max-age=86400, immutable';
    if (track.audio.kind === 'file') {
      const info = await stat(track.audio.path).catch(() => null);
      if (!info) return c.text('Not found', 404);
      return rangeResponse(c.req.raw, { kind: 'file', path: track.audio.path }, info.size, {
        'Content-Type': track.audio.mimeType,
        'Cache-Control': cache,
      });
    }
    const data = audio.get(track.id, track.audio);
    return rangeResponse(c.req.raw, { kind: 'buffer', data }, data.length, {
      'Content-Type': 'audio/wav',
      'Cache-Control': cache,
      ETag: `"${track.id}-${data.length}"`,
    });
  });

  app.all('*', (c) =>
    c.json({ success: false, message: 'route not found, check docs at /api/music' }, 404),
  );
  return app;
}
