import { deflateSync, inflateSync } from 'fflate';
import { fromBase64url, toBase64url } from './base64url';
import { DICTIONARY_V1 } from './dictionary';
import { FIXED_DEFLATE_MAX_INPUT, fixedDeflater } from './fixed-deflate';

const text = new TextEncoder();
const SALT = text.encode('reelbeat-sync-v1');
const IV_BYTES = 12;
/**
 * The plaintext's first byte says how the rest is written: 1 = JSON, deflated with the preset
 * dictionary DICTIONARY_V1. Records are small and alike (a song's fields, links): deflating
 * against the dictionary keeps a large library (10 000 titles and 100 playlists of 500 songs)
 * to about 20 MB on the server, half its default quota; plain JSON would take over twice that.
 */
const DEFLATED_JSON = 1;

let deflateSmall: ((input: Uint8Array) => Uint8Array) | null = null;

function pack(value: unknown): Uint8Array<ArrayBuffer> {
  const json = text.encode(JSON.stringify(value));
  deflateSmall ??= fixedDeflater(DICTIONARY_V1);
  const packed =
    json.length <= FIXED_DEFLATE_MAX_INPUT
      ? deflateSmall(json)
      : deflateSync(json, { level: 6, dictionary: DICTIONARY_V1 });
  const out = new Uint8Array(packed.length + 1);
  out[0] = DEFLATED_JSON;
  out.set(packed, 1);
  return out;
}

/**
 * Inflating into one buffer kept for the purpose is four times as fast as letting fflate guess
 * a size and grow it (a joining device opens every record); a record that fills the buffer may
 * have been cut short, and is inflated again on its own.
 */
const INFLATE_BUFFER = 256 * 1024;
let inflated: Uint8Array | null = null;
const decoder = new TextDecoder();

function unpack(bytes: Uint8Array): unknown {
  if (bytes[0] !== DEFLATED_JSON) throw new Error('Unknown record format');
  const deflated = bytes.subarray(1);
  inflated ??= new Uint8Array(INFLATE_BUFFER);
  let plain = inflateSync(deflated, { dictionary: DICTIONARY_V1, out: inflated });
  if (plain.length === INFLATE_BUFFER) plain = inflateSync(deflated, { dictionary: DICTIONARY_V1 });
  return JSON.parse(decoder.decode(plain));
}

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
        pack(plaintext),
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
      return unpack(new Uint8Array(plain));
    },
  };
}
