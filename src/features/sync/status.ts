/** What the Sync tab shows; the runner sets it. */
export type SyncPhase = 'off' | 'syncing' | 'synced' | 'offline' | 'error';
export type SyncProblem = 'gone' | 'quota' | 'busy' | 'unavailable' | 'network' | 'unknown';

export interface SyncStatus {
  phase: SyncPhase;
  problem: SyncProblem | null;
  lastSync: number | null;
  /** Records of the last sync that could not be read (tampered, or another key's). */
  unreadable: number;
  /** With the `quota` problem: the server's quota for a space, in bytes. */
  quotaBytes: number | null;
}

const OFF: SyncStatus = {
  phase: 'off',
  problem: null,
  lastSync: null,
  unreadable: 0,
  quotaBytes: null,
};
let status = OFF;
const listeners = new Set<() => void>();

export const syncStatus = () => status;

export function setSyncStatus(patch: Partial<SyncStatus>) {
  status = { ...status, ...patch };
  for (const listener of listeners) listener();
}

export const resetSyncStatus = () => setSyncStatus(OFF);

export function subscribeSyncStatus(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
