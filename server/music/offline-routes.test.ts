import { describe, expect, it, beforeAll } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../app.ts';
import { readServerEnv } from '../env.ts';
import { MOODS } from './library-types.ts';
import { createGeneratedLibrary } from './generated-library.ts';

interface SongJson {
  id: string;
  name: string;
  duration: number;
  year: string | null;
  artists: { primary: { name: string }[] };
  image: { quality: string; url: string }[];
  downloadUrl: { quality: string; url: string }[];
}

let app: Hono;
const getJson = async <T>(path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as T };
};

beforeAll(async () => {
  app = await createApp(readServerEnv({}), { serveStatic: false });
});

describe('generated library', () => {
  it('has at least 120 distinct songs spread over the six moods, 20 to 60 seconds each', () => {
    const library = createGeneratedLibrary();
    expect(library.tracks.length).toBeGreaterThanOrEqual(120);
    expect(new Set(library.tracks.map((t) => t.id)).size).toBe(library.tracks.length);
    expect(new Set(library.tracks.map((t) => t.name)).size).toBe(library.tracks.length);
    for (const mood of MOODS) {
      expect(library.tracks.filter((t) => t.tags[0] === mood).length).toBeGreaterThanOrEqual(20);
    }
    for (const t of library.tracks) {
      expect(t.duration).toBeGreaterThanOrEqual(20);
      expect(t.duration).toBeLessThanOrEqual(60);
    }
  });
});

describe('/api/music offline', () => {
  it("a search for a mood name returns that mood's songs in the G3 song shape", async () => {
    const { status, body } = await getJson<{
      success: boolean;
      data: { total: number; start: number; results: SongJson[] };
    }>('/api/music/search/songs?query=Pop%20Hits&limit=8');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.results).toHaveLength(8);
    expect(body.data.total).toBeGreaterThanOrEqual(20);
    const song = body.data.results[0]!;
    expect(song.artists.primary[0]?.name).toBeTruthy();
    expect(song.image.map((i) => i.quality)).toEqual(['50x50', '150x150', '500x500']);
    expect(song.downloadUrl.map((d) => d.quality)).toEqual([
      '12kbps',
      '48kbps',
      '96kbps',
      '160kbps',
      '320kbps',
    ]);
    expect(new Set(song.downloadUrl.map((d) => d.url))).toEqual(
      new Set([`/api/music/audio/${song.id}`]),
    );
  });

  it('pages search results and validates the query like the real service', async () => {
    const first = await getJson<{ data: { results: SongJson[] } }>(
      '/api/music/search/songs?query=Rock%20Classics&page=0&limit=5',
    );
    const second = await getJson<{ data: { results: SongJson[]; start: number } }>(
      '/api/music/search/songs?query=Rock%20Classics&page=1&limit=5',
    );
    expect(second.body.data.start).toBe(5);
    expect(second.body.data.results[0]?.id).not.toBe(first.body.data.results[0]?.id);
    const missing = await getJson<{ success: boolean; error: { name: string } }>(
      '/api/music/search/songs',
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, error: { name: 'ZodError' } });
  });

  it('answers songs, suggestions, albums, artists and playlists', async () => {
    const search = await getJson<{ data: { results: SongJson[] } }>(
      '/api/music/search/songs?query=Chill%20Vibes&limit=3',
    );
    const [a, b] = search.body.data.results;
    const one = await getJson<{ data: SongJson[] }>(`/api/music/songs/${a!.id}`);
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0]?.name).toBe(a!.name);
    const many = await getJson<{ data: SongJson[] }>(`/api/music/songs?ids=${a!.id},${b!.id}`);
    expect(many.body.data.map((s) => s.id)).toEqual([a!.id, b!.id]);
    const suggestions = await getJson<{ data: SongJson[] }>(
      `/api/music/songs/${a!.id}/suggestions?limit=4`,
    );
    expect(suggestions.body.data).toHaveLength(4);
    expect((await getJson('/api/music/songs/nope')).status).toBe(404);

    const albums = await getJson<{ data: { results: { id: string }[] } }>(
      '/api/music/search/albums?query=Chill%20Vibes',
    );
    const album = await getJson<{ data: { songs: SongJson[]; songCount: number } }>(
      `/api/music/albums?id=${albums.body.data.results[0]!.id}`,
    );
    expect(album.body.data.songs.length).toBe(album.body.data.songCount);

    const artists = await getJson<{ data: { results: { id: string }[] } }>(
      '/api/music/search/artists?query=Chill%20Vibes',
    );
    const artistId = artists.body.data.results[0]!.id;
    const artist = await getJson<{ data: { topSongs: SongJson[]; topAlbums: unknown[] } }>(
      `/api/music/artists/${artistId}?songCount=2&albumCount=1`,
    );
    expect(artist.body.data.topSongs).toHaveLength(2);
    const artistSongs = await getJson<{ data: { total: number; songs: SongJson[] } }>(
      `/api/music/artists/${artistId}/songs?page=0&sortBy=popularity&sortOrder=desc`,
    );
    expect(artistSongs.body.data.songs.length).toBeGreaterThan(0);
    const artistAlbums = await getJson<{ data: { albums: unknown[] } }>(
      `/api/music/artists/${artistId}/albums`,
    );
    expect(artistAlbums.body.data.albums.length).toBeGreaterThan(0);

    const playlists = await getJson<{ data: { results: { id: string }[] } }>(
      '/api/music/search/playlists?query=Mix',
    );
    expect(playlists.body.data.results.length).toBeGreaterThanOrEqual(6);
    const playlist = await getJson<{ data: { songs: SongJson[]; songCount: number } }>(
      `/api/music/playlists?id=${playlists.body.data.results[0]!.id}&page=0&limit=100`,
    );
    expect(playlist.body.data.songs.length).toBe(playlist.body.data.songCount);
    const all = await getJson<{ data: { songs: { results: { primaryArtists: string }[] } } }>(
      '/api/music/search?query=Electronic',
    );
    expect(all.body.data.songs.results[0]?.primaryArtists).toBeTruthy();
  });

  // Synthesising a song takes ~0.4 s of CPU, and this test makes two and a cover (~1.1 s on an
  // idle machine). On CI's first, busiest minute (every test file starting on two cores) that
  // passed the default 5 s: room, not a timing assertion.
  it(
    'serves a generated WAV with range support, and drawn covers as JPEG',
    { timeout: 20_000 },
    async () => {
      const search = await getJson<{ data: { results: SongJson[] } }>(
        '/api/music/search/songs?query=Electronic&limit=2',
      );
      const [a, b] = search.body.data.results;
      const full = await app.request(`/api/music/audio/${a!.id}`);
      expect(full.status).toBe(200);
      expect(full.headers.get('content-type')).toBe('audio/wav');
      expect(full.headers.get('accept-ranges')).toBe('bytes');
      const bytes = new Uint8Array(await full.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
      // 16-bit mono at 22050 Hz: the byte length matches the advertised duration.
      expect(Math.round((bytes.length - 44) / 44100)).toBe(a!.duration);

      const part = await app.request(`/api/music/audio/${a!.id}`, {
        headers: { Range: 'bytes=100-199' },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));
      const tail = await app.request(`/api/music/audio/${a!.id}`, {
        headers: { Range: 'bytes=-10' },
      });
      expect(tail.headers.get('content-range')).toBe(
        `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
      );
      const beyond = await app.request(`/api/music/audio/${a!.id}`, {
        headers: { Range: `bytes=${bytes.length}-` },
      });
      expect(beyond.status).toBe(416);
      // Live mode's same-origin stream address serves the same audio offline.
      const streamed = await app.request(`/api/music/stream/${a!.id}?quality=320kbps`, {
        headers: { Range: 'bytes=100-199' },
      });
      expect(streamed.status).toBe(206);
      expect(new Uint8Array(await streamed.arrayBuffer())).toEqual(bytes.slice(100, 200));

      const other = new Uint8Array(
        await (await app.request(`/api/music/audio/${b!.id}`)).arrayBuffer(),
      );
      expect(
        Buffer.from(other.slice(44, 20_000)).equals(Buffer.from(bytes.slice(44, 20_000))),
      ).toBe(false);

      const cover = await app.request(a!.image[2]!.url);
      // Drawn covers go out as JPEG (server/images/raster.ts).
      expect(cover.headers.get('content-type')).toBe('image/jpeg');
      expect([...new Uint8Array(await cover.arrayBuffer()).slice(0, 3)]).toEqual([
        0xff, 0xd8, 0xff,
      ]);
    },
  );
});
