import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeDevice, keyFrom, type Send } from '../test/sync-fake-client.ts';
import { DEFAULT_LIMITS, type SyncLimits } from './limits.ts';
import { createSyncService, type SyncService } from './service.ts';

let dir: string;
let service: SyncService | null = null;
let clock = 1_000_000;
let address = '203.0.113.7';

async function start(limits: Partial<SyncLimits> = {}) {
  service = createSyncService(
    { dataDir: dir, databaseUrl: null, trustProxy: 0, liveMaxPerSpace: null, quotaMb: null },
    { limits, now: () => clock, log: () => undefined },
  );
  const app = new Hono().route('/api/sync', service.routes);
  const send: Send = async (path, init) =>
    app.request(path, init, { incoming: { socket: { remoteAddress: address }, headers: {} } });
  return { send, device: (seed: number) => fakeDevice(keyFrom(seed), send) };
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reelbeat-sync-http-'));
  address = '203.0.113.7';
});
afterEach(async () => {
  await service?.close();
  service = null;
  await rm(dir, { recursive: true, force: true });
});

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe('sync HTTP API', () => {
  it('stores a write, returns it to another device with the same key, never cached', async () => {
    const { device } = await start();
    const [phone, laptop] = [await device(1), await device(1)];
    const wrote = await phone.write(
      await phone.writeBody([['movie:603', { title: 'The Matrix' }, 0]]),
    );
    expect(wrote.status).toBe(200);
    expect(wrote.headers.get('cache-control')).toBe('no-store');
    const body = await json(wrote);
    expect(body).toMatchObject({
      seq: 1,
      records: [{ id: await phone.recordId('movie:603'), seq: 1 }],
    });
    const pulled = await json(await laptop.changes(0));
    expect(pulled).toMatchObject({ seq: 1, next: 1, more: false, epoch: body.epoch });
    const [record] = pulled.records as { data: string }[];
    expect(await laptop.decrypt(record!.data)).toEqual({ title: 'The Matrix' });
  });

  it('refuses a forged write (wrong token) alike for a known and an unknown space', async () => {
    const { send, device } = await start();
    const owner = await device(1);
    await owner.write(await owner.writeBody([['a', 1, 0]]));
    const forger = await device(2);
    const forged = {
      ...forger.headers,
      authorization: `Bearer ${owner.space}.${forger.auth.split('.')[1]}`,
    };
    const attempt = await send('/api/sync/records', {
      method: 'POST',
      headers: forged,
      body: await owner.writeBody([['a', 'overwritten', 1]]),
    });
    expect(attempt.status).toBe(401);
    const unknown = await send('/api/sync/changes', { headers: forger.headers });
    expect(unknown.status).toBe(401);
    expect(await json(unknown)).toEqual(
      await json(await send('/api/sync/changes', { headers: forged })),
    );
    for (const authorization of [
      undefined,
      'Basic abc',
      'Bearer short.token',
      `Bearer ${owner.space}`,
    ]) {
      const response = await send('/api/sync/space', {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
    }
    const records = (await json(await owner.changes())).records as { data: string }[];
    expect(await owner.decrypt(records[0]!.data)).toBe(1);
  });

  it('refuses a replayed write, and says so, without applying it twice', async () => {
    const { device } = await start();
    const phone = await device(1);
    const body = await phone.writeBody([['a', 'first', 0]]);
    expect((await phone.write(body)).status).toBe(200);
    const replay = await phone.write(body);
    expect(replay.status).toBe(409);
    expect(await json(replay)).toMatchObject({ error: 'replayed', seq: 1 });
    expect((await json(await phone.changes())).seq).toBe(1);
  });

  it('answers 409 with the current record when it changed since the device saw it', async () => {
    const { device } = await start();
    const [phone, laptop] = [await device(1), await device(1)];
    await phone.write(await phone.writeBody([['playlist:1', 'from phone', 0]]));
    const stale = await laptop.write(await laptop.writeBody([['playlist:1', 'from laptop', 0]]));
    expect(stale.status).toBe(409);
    const conflict = await json(stale);
    expect(conflict.error).toBe('conflict');
    const [current] = conflict.conflicts as { id: string; seq: number; data: string }[];
    expect(current!.seq).toBe(1);
    expect(await laptop.decrypt(current!.data)).toBe('from phone');
    const merged = await laptop.write(
      await laptop.writeBody([['playlist:1', 'merged', current!.seq]]),
    );
    expect(merged.status).toBe(200);
    expect(await json(merged)).toMatchObject({ seq: 2 });
  });

  it('answers 413 with a clear message for a large record, a large body and a full space', async () => {
    const { send, device } = await start({
      recordMaxBytes: 200,
      quotaBytes: 600,
      bodyMaxBytes: 4000,
    });
    const phone = await device(1);
    const big = await phone.write(await phone.writeBody([['a', 'x'.repeat(300), 0]]));
    expect(big.status).toBe(413);
    expect(await json(big)).toMatchObject({
      error: 'record_too_large',
      recordMaxBytes: 200,
      message: expect.stringMatching(
        /^A record may hold at most 200 bytes; record [\w-]+ holds \d+ bytes\.$/,
      ),
    });
    const huge = await send('/api/sync/records', {
      method: 'POST',
      headers: phone.headers,
      body: 'x'.repeat(5000),
    });
    expect(huge.status).toBe(413);
    expect((await json(huge)).message).toBe(
      'A sync request may carry at most 3.9 kB; send fewer records at once.',
    );
    for (let i = 0; i < 3; i += 1)
      await phone.write(await phone.writeBody([[`r${i}`, 'y'.repeat(60), 0]]));
    const full = await phone.write(await phone.writeBody([['r9', 'y'.repeat(60), 0]]));
    expect(full.status).toBe(413);
    expect(await json(full)).toMatchObject({
      error: 'quota_exceeded',
      quotaBytes: 600,
      message: expect.stringMatching(
        /^This sync space may hold 600 bytes; this write would make it \d+ bytes\.$/,
      ) as unknown,
    });
    const usage = await json(await send('/api/sync/space', { headers: phone.headers }));
    expect(usage).toMatchObject({ records: 3, quotaBytes: 600, recordMaxBytes: 200 });
  });

  it('validates every body and query at the boundary', async () => {
    const { send, device } = await start({ batchMaxRecords: 2 });
    const phone = await device(1);
    const post = (body: unknown) =>
      send('/api/sync/records', {
        method: 'POST',
        headers: phone.headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const id = await phone.recordId('a');
    const ok = { requestId: 'request-id-0000001', records: [{ id, base: 0, data: 'AAAA' }] };
    const bad = [
      'not json',
      {},
      { ...ok, extra: 1 },
      { ...ok, records: [] },
      { ...ok, requestId: 'short' },
      { ...ok, records: [{ id: 'has spaces in it!!', base: 0, data: 'AAAA' }] },
      { ...ok, records: [{ id, base: -1, data: 'AAAA' }] },
      { ...ok, records: [{ id, base: 0, data: 'not base64url!' }] },
      { ...ok, records: [ok.records[0], ok.records[0]] },
      {
        ...ok,
        records: [1, 2, 3].map((n) => ({ id: `${id.slice(0, 20)}${n}`, base: 0, data: 'AA' })),
      },
    ];
    for (const body of bad) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json(response)).error).toMatch(/^invalid_body$/);
    }
    expect((await post(ok)).status).toBe(200);
    for (const query of ['since=-1', 'since=abc', 'limit=0', 'limit=100000']) {
      expect((await send(`/api/sync/changes?${query}`, { headers: phone.headers })).status).toBe(
        400,
      );
    }
  });

  it('limits requests per space and per address with 429 and Retry-After', async () => {
    const { device } = await start({
      spaceRatePerS: 1,
      spaceBurst: 3,
      addressRatePerS: 2,
      addressBurst: 5,
    });
    const phone = await device(1);
    for (let i = 0; i < 3; i += 1) expect((await phone.changes()).status).not.toBe(429);
    const limited = await phone.changes();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    clock += 1000;
    expect((await phone.changes()).status).toBe(401);
    const other = await device(2);
    // The address's burst of 5: 4 spent above, 2 more a second later, 1 by the last request.
    expect((await other.changes()).status).toBe(401);
    expect((await other.changes()).status).toBe(401);
    const crowded = await other.changes();
    expect(crowded.status).toBe(429);
    expect(crowded.headers.get('retry-after')).toBe('1');
    address = '198.51.100.1';
    expect((await other.changes()).status).toBe(401);
  });

  it('deletes the space and everything in it', async () => {
    const { send, device } = await start();
    const phone = await device(1);
    await phone.write(await phone.writeBody([['a', 1, 0]]));
    const deleted = await send('/api/sync/space', { method: 'DELETE', headers: phone.headers });
    expect(deleted.status).toBe(204);
    expect((await phone.changes()).status).toBe(401);
    expect(
      (await send('/api/sync/space', { method: 'DELETE', headers: phone.headers })).status,
    ).toBe(401);
    expect((await send('/api/sync/live', {})).status).toBe(426);
    expect((await send('/api/sync/spaces', { headers: phone.headers })).status).toBe(404);
  });
});

it('uses the documented limits by default', () => {
  expect(DEFAULT_LIMITS).toMatchObject({
    quotaBytes: 50 * 1024 * 1024,
    recordMaxBytes: 65536,
    batchMaxRecords: 500,
  });
});
