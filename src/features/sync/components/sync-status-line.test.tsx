import { webcrypto } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { mediaItem } from '@/test/media-fixtures';
import { ensureProfiles } from '@/lib/storage/records';
import { libraryList } from '@/lib/storage/video-lists/list-storage';
import { toBase64url } from '../crypto/base64url';
import { newSyncKey } from '../crypto/phrase';
import { storeSyncKey } from '../config';
import { startSync, stopSync } from '../runner';
import { SyncStatusLine } from './sync-status-line';

beforeEach(async () => {
  await resetIndexedDb();
  ensureProfiles();
  vi.stubGlobal('crypto', webcrypto);
  vi.stubGlobal('WebSocket', undefined);
});

afterEach(() => {
  stopSync();
  vi.unstubAllGlobals();
});

describe('the sync status line', () => {
  it('names the quota the server refused the upload for', async () => {
    // This server keeps 50 MB per space (its default since it grew from 25 MB).
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) =>
        Promise.resolve(
          String(input).endsWith('/records')
            ? Response.json(
                {
                  success: false,
                  error: 'quota_exceeded',
                  usedBytes: 52_000_000,
                  quotaBytes: 50 * 1024 * 1024,
                },
                { status: 413 },
              )
            : Response.json({ success: false, error: 'unauthorized' }, { status: 401 }),
        ),
      ),
    );
    libraryList
      .collection()
      .put('movie:7', mediaItem({ id: 7, title: 'Se7en', addedAt: '2026-11-01T00:00:00.000Z' }));
    storeSyncKey(toBase64url(newSyncKey()));
    render(<SyncStatusLine />);
    await startSync();
    expect(
      await screen.findByText('The synced data is over its 50 MB limit on the server.'),
    ).toBeInTheDocument();
  });
});
