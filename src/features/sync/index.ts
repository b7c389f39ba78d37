/**
 * End-to-end encrypted sync (docs/sync.md). Only these leave the folder: the Sync tab (its code
 * loads with the tab) and start-up's check, which loads the rest only where sync is on.
 */
export { SyncTab } from './components/sync-tab';
export { isSyncOn } from './config';

/** Starts sync after the first screen, where it is on (nothing of it loads where it is off). */
export function startSyncWhenOn(on: boolean) {
  if (on) void import('./runner').then((m) => m.startSync());
}
