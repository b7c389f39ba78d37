import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { ensureProfiles } from '@/lib/storage/records';
import { libraryList } from '@/lib/storage/video-lists/list-storage';
import { mediaItem } from '@/test/media-fixtures';
import { toBase64url } from './crypto/base64url';
import { newSyncKey } from './crypto/phrase';
import { SYNC_CONFIG_KEY, storeSyncKey } from './config';
import { startSync, stopSync } from './runner';
import { turnOff } from './controls';
import { idbState } from './engine/state';
import { EMPTY_META } from './engine/types';

/** A live connection that never connects: the runner polls and syncs over HTTP. */
class QuietSocket {
  static opened = 0;
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    QuietSocket.opened += 1;
  }
  send() {}
  close() {}
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const requests = vi.fn<typeof fetch>();

beforeEach(async () => {
  await resetIndexedDb();
  ensureProfiles();
  vi.stubGlobal('crypto', webcrypto);
  vi.stubGlobal('WebSocket', QuietSocket);
  QuietSocket.opened = 0;
  requests.mockReset();
  // Nothing synced under the key yet: every pull is a 401.
  requests.mockImplementation(() =>
    Promise.resolve(Response.json({ success: false, error: 'unauthorized' }, { status: 401 })),
  );
  vi.stubGlobal('fetch', requests);
});

afterEach(() => {
  stopSync();
  vi.unstubAllGlobals();
});

describe('the sync runner', () => {
  it('turned off while it was still starting, it never starts', async () => {
    storeSyncKey(toBase64url(newSyncKey()));
    const started = startSync();
    stopSync();
    const runner = await started;
    await wait(100);
    expect(requests).not.toHaveBeenCalled();
    expect(QuietSocket.opened).toBe(0);
    expect(runner).toBeNull();
  });

  it('turned off in another tab, it stops here too: nothing more goes up or comes down', async () => {
    storeSyncKey(toBase64url(newSyncKey()));
    expect(await startSync()).not.toBeNull();
    await vi.waitFor(() => expect(requests).toHaveBeenCalled());
    await wait(50);

    // Another tab of this browser: "Turn off sync on this device".
    localStorage.removeItem(SYNC_CONFIG_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SYNC_CONFIG_KEY, newValue: null }));
    requests.mockClear();
    libraryList
      .collection()
      .put('movie:7', mediaItem({ id: 7, title: 'Se7en', addedAt: '2026-11-01T00:00:00.000Z' }));
    await wait(600);
    expect(requests).not.toHaveBeenCalled();
  });

  it('turned off during an upload, it keeps nothing of it and sends nothing more', async () => {
    libraryList
      .collection()
      .put('movie:7', mediaItem({ id: 7, title: 'Se7en', addedAt: '2026-11-01T00:00:00.000Z' }));
    let answer: (() => void) | null = null;
    requests.mockImplementation((input, init) => {
      if (!String(input).endsWith('/records'))
        return Promise.resolve(Response.json({ error: 'unauthorized' }, { status: 401 }));
      const { records } = JSON.parse(String(init?.body)) as { records: { id: string }[] };
      const body = {
        epoch: 'e1',
        seq: records.length,
        records: records.map((r, i) => ({ id: r.id, seq: i + 1 })),
      };
      // The upload's answer comes only after sync was turned off.
      return new Promise((resolve) => (answer = () => resolve(Response.json(body))));
    });
    storeSyncKey(toBase64url(newSyncKey()));
    await startSync();
    await vi.waitFor(() => expect(answer).not.toBeNull());

    await turnOff();
    requests.mockClear();
    answer!();
    await wait(200);
    expect(await idbState.load()).toEqual({ meta: EMPTY_META, known: [] });
    expect(requests).not.toHaveBeenCalled();
  });

  it('refused with Retry-After, it waits that long even when something changes meanwhile', async () => {
    requests.mockImplementation(() =>
      Promise.resolve(
        Response.json(
          { success: false, error: 'rate_limited' },
          { status: 429, headers: { 'retry-after': '30' } },
        ),
      ),
    );
    storeSyncKey(toBase64url(newSyncKey()));
    await startSync();
    await vi.waitFor(() => expect(requests).toHaveBeenCalled());
    await wait(50);
    requests.mockClear();
    // The person goes on using the app: a change is saved.
    libraryList
      .collection()
      .put('movie:7', mediaItem({ id: 7, title: 'Se7en', addedAt: '2026-11-01T00:00:00.000Z' }));
    await wait(600);
    expect(requests).not.toHaveBeenCalled();
  });
});
