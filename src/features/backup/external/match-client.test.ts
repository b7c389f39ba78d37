import { describe, expect, it } from 'vitest';
import { matchRows } from './match-client';
import type { ExternalRow } from './rows';

const rows = [{ title: 'Alpha Film', year: 2001 }] as ExternalRow[];
const matched = { results: [{ item: { id: 1, title: 'Alpha Film' }, reason: null }] };

/** A server that is busy `busyTimes` times (503 + Retry-After), then matches. */
function busyServer(busyTimes: number) {
  let requests = 0;
  const fetcher = (async () => {
    requests += 1;
    if (requests <= busyTimes) {
      return new Response('{"error":"busy"}', { status: 503, headers: { 'Retry-After': '7' } });
    }
    return new Response(JSON.stringify(matched), { status: 200 });
  }) as typeof fetch;
  return { fetcher, requests: () => requests };
}

describe('matching against a busy server', () => {
  it('sends the batch again after Retry-After instead of failing', async () => {
    const server = busyServer(2);
    const waits: number[] = [];
    const results = await matchRows(rows, {
      fetcher: server.fetcher,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(results).toEqual([{ item: { id: 1, title: 'Alpha Film' }, reason: null }]);
    expect(server.requests()).toBe(3);
    expect(waits).toEqual([7000, 7000]);
  });

  it('gives up when the server stays busy', async () => {
    const server = busyServer(100);
    await expect(
      matchRows(rows, { fetcher: server.fetcher, wait: async () => {} }),
    ).rejects.toThrow('match failed: 503');
    expect(server.requests()).toBe(6);
  });
});
