import { SyncHttpError, type RemoteRecord, type SyncApi } from './api';
import type { SyncMeta } from './types';

/** The space was deleted from the server (by a device with the phrase). */
export class SpaceGoneError extends Error {
  constructor() {
    super('The synced data was deleted from the server');
    this.name = 'SpaceGoneError';
  }
}

/**
 * A page of changes. A `401` means no space has this key: nothing synced yet (this device
 * has never seen the space: nothing to pull), or the space was deleted (`SpaceGoneError`).
 */
async function changesOrNothing(api: SyncApi, since: number, current: SyncMeta) {
  try {
    return await api.changes(since);
  } catch (error) {
    if (!(error instanceof SyncHttpError) || error.status !== 401) throw error;
    if (current.epoch === null) return null;
    throw new SpaceGoneError();
  }
}

interface PullContext {
  api: SyncApi;
  /** The bookkeeping as the last pull left it. */
  from: SyncMeta;
  /** Another epoch: forgets what was known of the server; returns the bookkeeping after. */
  forgetServer(epoch: string): Promise<SyncMeta>;
  /** Takes in a page's records; returns how many were read. */
  takeIn(records: RemoteRecord[]): Promise<number>;
}

/**
 * Pages through what the server has past the cursor. `meta` is the bookkeeping to keep, moved
 * to the server's head; null when no space has this key yet (nothing to keep).
 */
export async function pullPages(
  ctx: PullContext,
): Promise<{ pulled: number; meta: SyncMeta | null }> {
  const { api } = ctx;
  let current = ctx.from;
  let since = current.cursor;
  let pulled = 0;
  let ahead: ReturnType<typeof changesOrNothing> | null = null;
  for (;;) {
    const page = await (ahead ?? changesOrNothing(api, since, current));
    ahead = null;
    if (!page) return { pulled, meta: null };
    if (current.epoch !== page.epoch) {
      const restart = current.epoch !== null && since > 0;
      current = await ctx.forgetServer(page.epoch);
      if (restart) {
        since = 0;
        continue;
      }
    }
    // The next page downloads while this one is opened and merged.
    if (page.more) {
      ahead = changesOrNothing(api, page.next, current);
      ahead.catch(() => undefined);
    }
    pulled += await ctx.takeIn(page.records);
    since = page.next;
    if (!page.more) break;
  }
  return { pulled, meta: { ...current, cursor: since } };
}
