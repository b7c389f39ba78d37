import { describe, expect, it } from 'vitest';
import type { Rasteriser } from '../images/raster.ts';
import { createGeneratedLibrary } from './generated-library.ts';
import { MAX_LIST, offlineMusicRoutes } from './offline-routes.ts';

const library = createGeneratedLibrary();
const song = library.tracks[0]!;

/** The offline routes with a rasteriser that records what it was asked to draw. */
function setup() {
  const drawn: string[] = [];
  const raster: Rasteriser = {
    jpeg: async (key, draw) => {
      drawn.push(key);
      draw();
      return new Uint8Array([0xff, 0xd8, 0xff]);
    },
  };
  return { app: offlineMusicRoutes(library, '/api/music', raster), drawn };
}

describe('offline music: what one request may cost', () => {
  it('draws covers only in the sizes its answers link to', async () => {
    const { app, drawn } = setup();
    for (const quality of ['50x50', '150x150', '500x500']) {
      const res = await app.request(`/images/song/${song.id}/${quality}`);
      expect(res.status, quality).toBe(200);
    }
    for (const quality of ['15000x15000', '499x499', '0x0', '500x500x', 'original']) {
      const res = await app.request(`/images/song/${song.id}/${quality}`);
      expect(res.status, quality).toBe(404);
    }
    expect(drawn).toEqual([`song/${song.id}/50`, `song/${song.id}/150`, `song/${song.id}/500`]);
  });
});

describe('offline music: list parameters', () => {
  const ids = (n: number) => Array.from({ length: n }, () => song.id).join(',');

  it('answers at most MAX_LIST song ids per request', async () => {
    const { app } = setup();
    const most = await app.request(`/songs?ids=${ids(MAX_LIST)}`);
    expect(most.status).toBe(200);
    expect(((await most.json()) as { data: unknown[] }).data).toHaveLength(MAX_LIST);
    const over = await app.request(`/songs?ids=${ids(MAX_LIST + 1)}`);
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({
      success: false,
      message: `At most ${MAX_LIST} song IDs per request`,
    });
  });

  it.each([
    '/search/songs?query=a&limit=',
    '/search/albums?query=a&limit=',
    '/search/artists?query=a&limit=',
    '/search/playlists?query=a&limit=',
    `/songs/${song.id}/suggestions?limit=`,
    `/artists/${song.artistIds[0]}?songCount=`,
    `/artists/${song.artistIds[0]}?albumCount=`,
    `/playlists?id=${library.playlists[0]!.id}&limit=`,
  ])('refuses a page larger than MAX_LIST: %s', async (path) => {
    const { app } = setup();
    expect((await app.request(`${path}${MAX_LIST}`)).status).toBe(200);
    const over = await app.request(`${path}${MAX_LIST + 1}`);
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ success: false, error: { name: 'ZodError' } });
  });
});
