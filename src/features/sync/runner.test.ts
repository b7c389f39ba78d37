import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { ensureProfiles } from '@/lib/storage/records';
import { toBase64url } from './crypto/base64url';
import { newSyncKey } from './crypto/phrase';
import { SYNC_CONFIG_KEY, storeSyncKey } from './config';
import { startSync, stopSync } from './runner';

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
});
