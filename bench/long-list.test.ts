import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { storedSongs, type BenchCover } from '../shared/test/bench-data.ts';
import { servedCovers } from './long-list.ts';

let server: Server | null = null;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A music service answering every request with `status` and `body`. */
async function serve(status: number, body: unknown): Promise<string> {
  server = createServer((_, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const cover = (id: string): BenchCover => [
  { quality: '50x50', url: `/api/music/images/song/${id}/50x50` },
  { quality: '500x500', url: `/api/music/images/song/${id}/500x500` },
];

describe('servedCovers', () => {
  it('takes the art of the songs the music service lists, leaving out songs without any', async () => {
    const origin = await serve(200, {
      success: true,
      data: { results: [{ image: cover('a') }, { name: 'no art' }, { image: cover('b') }] },
    });
    expect(await servedCovers(origin)).toEqual([cover('a'), cover('b')]);
  });

  it('fails when the service lists no song with art, or does not answer', async () => {
    const empty = await serve(200, { success: true, data: { results: [] } });
    await expect(servedCovers(empty)).rejects.toThrow('listed no song with art');
    await new Promise<void>((done) => server!.close(() => done()));
    const failing = await serve(503, { success: false, message: 'down' });
    await expect(servedCovers(failing)).rejects.toThrow('HTTP 503');
  });
});

describe('storedSongs with covers', () => {
  it('gives the songs the covers in turn, and addresses no server answers without them', () => {
    const songs = storedSongs(5, 'bench', [cover('a'), cover('b')]);
    expect(songs.map((song) => song.image[0]!.url)).toEqual([
      '/api/music/images/song/a/50x50',
      '/api/music/images/song/b/50x50',
      '/api/music/images/song/a/50x50',
      '/api/music/images/song/b/50x50',
      '/api/music/images/song/a/50x50',
    ]);
    expect(storedSongs(1)[0]!.image[0]!.url).toBe('/api/music/cover/bench-0.svg?size=50');
  });
});
