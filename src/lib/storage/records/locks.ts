import { readLocal, removeLocal, writeLocal } from '../backend';
import { TAB_ID } from './device';

/**
 * Runs `task` while no other tab of this browser runs a task of the same name (start-up
 * migrations: two tabs never move the same data at once). Web Locks where the browser has them;
 * elsewhere a lease in local storage (`reelbeat_lock:<name>`): written, read back after a moment,
 * and held only if it is still ours. A lease expires, so a tab closed halfway does not block the
 * others for longer than that.
 */
export const LEASE_MS = 10_000;
const SETTLE_MS = 60;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withLock<T>(name: string, task: () => Promise<T> | T): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks?.request) return locks.request(`reelbeat-${name}`, () => task());
  return withLease(name, task);
}

interface Lease {
  owner: string;
  until: number;
}

function readLease(key: string): Lease | null {
  try {
    const lease = JSON.parse(readLocal(key) ?? 'null') as Lease | null;
    return lease && typeof lease.owner === 'string' && typeof lease.until === 'number'
      ? lease
      : null;
  } catch {
    return null;
  }
}

export async function withLease<T>(name: string, task: () => Promise<T> | T): Promise<T> {
  const key = `reelbeat_lock:${name}`;
  const owner = `${TAB_ID}-${Math.random().toString(36).slice(2, 8)}`;
  for (;;) {
    const held = readLease(key);
    if (!held || held.until < Date.now()) {
      // Storage refused: no other tab can hold a lease either.
      if (!writeLocal(key, JSON.stringify({ owner, until: Date.now() + LEASE_MS })).ok) break;
      await sleep(SETTLE_MS);
      if (readLease(key)?.owner === owner) break;
    }
    await sleep(SETTLE_MS * 2);
  }
  try {
    return await task();
  } finally {
    if (readLease(key)?.owner === owner) removeLocal(key);
  }
}
