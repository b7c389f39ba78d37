import { readLocal, removeLocal, writeLocal } from '@/lib/storage/backend';

/**
 * Whether sync is on, and with which key: `reelbeat_sync` = `{"v":1,"key":"<base64url>"}`.
 * Device-only (not a backup section, never synced). Start-up reads only this, so a device
 * without sync loads none of its code.
 */
export const SYNC_CONFIG_KEY = 'reelbeat_sync';

export const isSyncOn = () => readLocal(SYNC_CONFIG_KEY) !== null;

export function storedSyncKey(): string | null {
  try {
    const value = JSON.parse(readLocal(SYNC_CONFIG_KEY) ?? 'null') as { key?: unknown } | null;
    return typeof value?.key === 'string' ? value.key : null;
  } catch {
    return null;
  }
}

export const storeSyncKey = (key: string) =>
  writeLocal(SYNC_CONFIG_KEY, JSON.stringify({ v: 1, key }));

export const forgetSyncKey = () => removeLocal(SYNC_CONFIG_KEY);
