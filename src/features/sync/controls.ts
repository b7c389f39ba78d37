import { toBase64url } from './crypto/base64url';
import { deriveKeys } from './crypto/keys';
import { forgetSyncKey, storeSyncKey, storedSyncKey } from './config';
import { fromBase64url } from './crypto/base64url';
import { syncApi } from './engine/api';
import { idbState } from './engine/state';
import { startSync, stopSync } from './runner';

/** Turns sync on with `key` (a new one, or a joined phrase's) and starts it. */
export async function turnOn(key: Uint8Array) {
  const result = storeSyncKey(toBase64url(key));
  if (!result.ok) return result;
  await idbState.clear();
  await startSync();
  return result;
}

/** Turns sync off on this device: its data stays, nothing more goes up or comes down. */
export async function turnOff() {
  stopSync();
  forgetSyncKey();
  await idbState.clear();
}

/** Deletes the space and everything in it from the server, then turns sync off here. */
export async function deleteFromServer() {
  const key = storedSyncKey();
  if (!key) return;
  const keys = await deriveKeys(fromBase64url(key));
  await syncApi('', keys.auth).deleteSpace();
  await turnOff();
}
