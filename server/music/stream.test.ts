import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { startStandIn } from '../upstream/testing.ts';
import { liveMusicRoutes } from './live-routes.ts';
import { pickLink } from './stream.ts';

/** 1 MB of audio whose every byte says where it is, so a range can be checked exactly. */
const AUDIO = Buffer.from(Array.from({ length: 1024 * 1024 }, (_, i) => i % 251));
const MEDIA_HOST = 'aac.saavncdn.com';

type MediaBehaviour = (req: IncomingMessage, res: ServerResponse) => void;
let behaviour: MediaBehaviour;
const mediaRequests: { path: string; range?: string }[] = [];
let media: Server;
let mediaOrigin: string;
let api: { url: string; close: () => Promise<void> };

const serveAudio: MediaBehaviour = (req, res) => {
  const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  if (!match) {
    res.writeHead(200, { 'Content-Type': 'audio/mp4', 'Content-Length': AUDIO.length });
    return res.end(AUDIO);
  }
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : AUDIO.length - 1;
  res.writeHead(206, {
    'Content-Type': 'audio/mp4',
    'Content-Length': end - start + 1,
    'Content-Range': `bytes ${start}-${end}/${AUDIO.length}`,
    'Accept-Ranges': 'bytes',
  });
  res.end(AUDIO.subarray(start, end + 1));
};

const song = (urls: Record<string, string>) => ({
  success: true,
  data: [
    {
      id: 'song1',
      downloadUrl: Object.entries(urls).map(([quality, url]) => ({ quality, url })),
    },
  ],
});
const songs: Record<string, unknown> = {
  song1: song({
    '96kbps': `https://${MEDIA_HOST}/a/song1_96.mp4`,
    '320kbps': `https://${MEDIA_HOST}/a/song1_320.mp4`,
  }),
  elsewhere: song({ '320kbps': 'https://attacker.example/x.mp4' }),
  plain: song({ '320kbps': `http://${MEDIA_HOST}/a/plain_320.mp4` }),
};

beforeAll(async () => {
  media = createServer((req, res) => {
    mediaRequests.push({ path: req.url ?? '', range: req.headers.range });
    behaviour(req, res);
  });
  await new Promise<void>((done) => media.listen(0, '127.0.0.1', done));
  mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  const upstream = new Hono();
  upstream.get('/api/songs/:id', (c) => {
    const body = songs[c.req.param('id')];
    return body ? c.json(body) : c.json({ success: false, message: 'song not found' }, 404);
  });
  api = await startStandIn(upstream);
});
afterAll(async () => {
  await api.close();
  media.closeAllConnections();
  await new Promise((done) => media.close(done));
});
beforeEach(() => {
  behaviour = serveAudio;
  mediaRequests.length = 0;
});

/** The internet stands in here: the media host's https address reaches the local server. */
const routedFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname === MEDIA_HOST) return fetch(`${mediaOrigin}${url.pathname}`, init);
  if (url.hostname === 'attacker.example') throw new Error('must never be fetched');
  return fetch(input, init);
};

const routes = (limits: Partial<{ timeoutMs: number; maxBytes: number }> = {}) =>
  liveMusicRoutes(
    `${api.url}/api`,
    '/api/music',
    routedFetch,
    {},
    {
      allowedHosts: [MEDIA_HOST],
      timeoutMs: limits.timeoutMs ?? 2000,
      maxBytes: limits.maxBytes ?? 10 * 1024 * 1024,
    },
  );

describe('/api/music/stream/{id}', () => {
  it('streams the asked quality from the allowed host', async () => {
    const res = await routes().request('/stream/song1?quality=320kbps');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mp4');
    expect(Buffer.from(await res.arrayBuffer()).equals(AUDIO)).toBe(true);
    expect(mediaRequests).toEqual([{ path: '/a/song1_320.mp4', range: undefined }]);
  });

  it('passes Range through and answers 206 with the slice', async () => {
    const res = await routes().request('/stream/song1', { headers: { Range: 'bytes=1000-1999' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 1000-1999/${AUDIO.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(AUDIO.subarray(1000, 2000))).toBe(true);
    expect(mediaRequests[0]?.range).toBe('bytes=1000-1999');
  });

  it('refuses a host that is not allowed, and plain http, without fetching them', async () => {
    const other = await routes().request('/stream/elsewhere');
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      success: false,
      message: 'The audio host attacker.example is not allowed',
    });
    expect((await routes().request('/stream/plain')).status).toBe(403);
    expect(mediaRequests).toEqual([]);
  });

  it('refuses bad ids and qualities, and songs the service does not know', async () => {
    expect((await routes().request('/stream/..%2Fadmin')).status).toBe(400);
    expect((await routes().request('/stream/song1?quality=9000kbps')).status).toBe(400);
    expect((await routes().request('/stream/nope')).status).toBe(404);
  });

  it('answers 502 when the media host sends something that is not audio', async () => {
    behaviour = (_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>captive portal</html>');
    };
    const res = await routes().request('/stream/song1');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ message: 'The audio host did not send audio' });
  });

  it('refuses a file over the size cap, declared or not', async () => {
    const declared = await routes({ maxBytes: 1000 }).request('/stream/song1');
    expect(declared.status).toBe(502);
    behaviour = (_, res) => {
      res.writeHead(200, { 'Content-Type': 'audio/mp4' }); // chunked: no length announced
      res.end(AUDIO);
    };
    const undeclared = await routes({ maxBytes: 1000 }).request('/stream/song1');
    await expect(undeclared.arrayBuffer()).rejects.toThrow(/longer than 1000 bytes/);
  });

  it('gives up on a media host that does not answer in time', async () => {
    behaviour = () => undefined; // never answers
    const res = await routes({ timeoutMs: 150 }).request('/stream/song1');
    expect(res.status).toBe(504);
  });

  it('streams without buffering the file, and stops the download when the listener leaves', async () => {
    let closed!: () => void;
    const upstreamClosed = new Promise<void>((done) => (closed = done));
    behaviour = (_, res) => {
      res.writeHead(200, { 'Content-Type': 'audio/mp4', 'Content-Length': AUDIO.length });
      res.write(AUDIO.subarray(0, 64 * 1024)); // the rest never comes unless asked
      res.on('close', () => closed());
    };
    const res = await routes().request('/stream/song1');
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.value?.byteLength).toBeGreaterThan(0);
    await reader.cancel();
    await upstreamClosed;
  });
});

describe('pickLink', () => {
  const links = ['48kbps', '160kbps'].map((quality) => ({ quality, url: quality }));
  it('takes the asked quality, else the best below it, else the lowest above it', () => {
    expect(pickLink(links, '160kbps')?.quality).toBe('160kbps');
    expect(pickLink(links, '320kbps')?.quality).toBe('160kbps');
    expect(pickLink(links, '96kbps')?.quality).toBe('48kbps');
    expect(pickLink(links, '12kbps')?.quality).toBe('48kbps');
    expect(pickLink([], '320kbps')).toBeNull();
  });
});
