import { fromBase64url, toBase64url } from './base64url';

const text = new TextEncoder();
const SALT = text.encode('reelbeat-sync-v1');
const IV_BYTES = 12;

/** What a device derives from the sync key (docs/sync.md, "Keys"); the key itself is not kept here. */
export interface SyncKeys {
  space: string;
  token: string;
  /** `<space>.<token>`: the Authorization header's and the live hello's credential. */
  auth: string;
  /** The opaque id the server sees for a record's real id. */
  recordId(realId: string): Promise<string>;
  /** A record's ciphertext, bound to its opaque id (the associated data). */
  seal(opaqueId: string, plaintext: unknown): Promise<string>;
  /** The plaintext, or an error when the data was tampered with or made with another key. */
  open(opaqueId: string, data: string): Promise<unknown>;
}

const hkdf = (info: string): HkdfParams => ({
  name: 'HKDF',
  hash: 'SHA-256',
  salt: SALT,
  info: text.encode(info),
});

export async function deriveKeys(syncKey: Uint8Array): Promise<SyncKeys> {
  const master = await crypto.subtle.importKey('raw', syncKey as BufferSource, 'HKDF', false, [
    'deriveBits',
    'deriveKey',
  ]);
  const space = toBase64url(await crypto.subtle.deriveBits(hkdf('space'), master, 128));
  const token = toBase64url(await crypto.subtle.deriveBits(hkdf('auth'), master, 256));
  const recordKey = await crypto.subtle.deriveKey(
    hkdf('record-key'),
    master,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  const idKey = await crypto.subtle.deriveKey(
    hkdf('record-id'),
    master,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
  return {
    space,
    token,
    auth: `${space}.${token}`,
    recordId: async (realId) =>
      toBase64url(await crypto.subtle.sign('HMAC', idKey, text.encode(realId))),
    seal: async (opaqueId, plaintext) => {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: text.encode(opaqueId) },
        recordKey,
        text.encode(JSON.stringify(plaintext)),
      );
      const out = new Uint8Array(IV_BYTES + sealed.byteLength);
      out.set(iv);
      out.set(new Uint8Array(sealed), IV_BYTES);
      return toBase64url(out);
    },
    open: async (opaqueId, data) => {
      const bytes = fromBase64url(data);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: text.encode(opaqueId) },
        recordKey,
        bytes.slice(IV_BYTES),
      );
      return JSON.parse(new TextDecoder().decode(plain)) as unknown;
    },
  };
}
