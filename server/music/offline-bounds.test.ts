import { describe, expect, it } from 'vitest';
import type { Rasteriser } from '../images/raster.ts';
import { createGeneratedLibrary } from './generated-library.ts';
import { offlineMusicRoutes } from './offline-routes.ts';

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
