import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { parseLrc } from '../../shared/music/lrc.ts';
import { startStandIn } from '../upstream/testing.ts';
import { createGeneratedLibrary } from './generated-library.ts';
import { liveMusicRoutes } from './live-routes.ts';
import { lrcBeside, NO_LYRICS } from './lyrics.ts';
import { offlineMusicRoutes } from './offline-routes.ts';
import type { LibraryTrack } from './library-types.ts';

describe('/api/music/lyrics/{id} offline', () => {
  const library = createGeneratedLibrary();
  const app = offlineMusicRoutes(library, '/api/music');

  it('gives every generated song timed lyrics that fit inside the song', async () => {
    const track = library.tracks[5]!;
    const res = await app.request(`/lyrics/${track.id}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { lrc: string } };
    const { synced } = parseLrc(data.lrc);
    expect(synced.length).toBeGreaterThan(2);
    expect(synced[0]!.timeMs).toBe(4000);
    expect(synced.at(-1)!.timeMs).toBeLessThan(track.duration! * 1000);
  });

  it('says there are no lyrics for an unknown song', async () => {
    const res = await app.request('/lyrics/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: NO_LYRICS });
  });
});

describe('lyrics of MUSIC_DIR files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelbeat-lrc-'));
    await writeFile(join(dir, 'song.lrc'), '[00:01.00]Hello');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const track = (file: string) =>
    ({ audio: { kind: 'file', path: join(dir, file), mimeType: 'audio/mpeg' } }) as LibraryTrack;

  it('reads the .lrc file with the audio file’s name, and only that', async () => {
    expect(await lrcBeside(track('song.mp3'))).toBe('[00:01.00]Hello');
    expect(await lrcBeside(track('other.mp3'))).toBeNull();
  });
});

describe('/api/music/lyrics/{id} live', () => {
  let standIn: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    const upstream = new Hono();
    upstream.get('/api/songs/:id/lyrics', (c) =>
      c.req.param('id') === 'with'
        ? c.json({
            success: true,
            data: { lyrics: 'Line one<br>Line &amp; two<br/>', copyright: 'Writers' },
          })
        : c.json({ success: false, message: 'lyrics not found' }, 404),
    );
    standIn = await startStandIn(upstream);
  });
  afterAll(() => standIn.close());

  it('turns the service’s HTML lyrics into plain text, and its 404 into "No lyrics"', async () => {
    const app = liveMusicRoutes(`${standIn.url}/api`, '/api/music');
    const res = await app.request('/lyrics/with');
    expect(await res.json()).toEqual({
      success: true,
      data: { lrc: null, plain: 'Line one\nLine & two', copyright: 'Writers' },
    });
    const missing = await app.request('/lyrics/without');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: NO_LYRICS });
  });
});
