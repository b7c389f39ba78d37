import { webcrypto } from 'node:crypto';

const { subtle } = webcrypto;
const text = new TextEncoder();
const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64url');

export type Send = (path: string, init: RequestInit) => Promise<Response>;

/** Requests to a running server. */
export const viaOrigin =
  (origin: string): Send =>
  (path, init) =>
    fetch(origin + path, init);

/**
 * A device as docs/sync.md describes it, in Node's WebCrypto: the derivations, AES-GCM
 * records under HMAC ids, and the protocol's requests. Tests and the benchmark use it to talk
 * to the server the way the browser client will.
 */
export async function fakeDevice(syncKey: Uint8Array, send: Send) {
  const master = await subtle.importKey('raw', syncKey, 'HKDF', false, ['deriveBits', 'deriveKey']);
  const hkdf = (info: string) => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: text.encode('reelbeat-sync-v1'),
    info: text.encode(info),
  });
  const space = b64url(await subtle.deriveBits(hkdf('space'), master, 128));
  const token = b64url(await subtle.deriveBits(hkdf('auth'), master, 256));
  const recordKey = await subtle.deriveKey(
    hkdf('record-key'),
    master,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  const idKey = await subtle.deriveKey(
    hkdf('record-id'),
    master,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
  const auth = `${space}.${token}`;
  const headers = { authorization: `Bearer ${auth}`, 'content-type': 'application/json' };
  let requests = 0;

  const device = {
    space,
    auth,
    headers,
    recordId: async (realId: string) =>
      b64url(await subtle.sign('HMAC', idKey, text.encode(realId))),
    encrypt: async (value: unknown) => {
      const iv = webcrypto.getRandomValues(new Uint8Array(12));
      const sealed = await subtle.encrypt(
        { name: 'AES-GCM', iv },
        recordKey,
        text.encode(JSON.stringify(value)),
      );
      return b64url(Buffer.concat([iv, new Uint8Array(sealed)]));
    },
    decrypt: async (data: string) => {
      const bytes = Buffer.from(data, 'base64url');
      const plain = await subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, 12) },
        recordKey,
        bytes.subarray(12),
      );
      return JSON.parse(new TextDecoder().decode(plain)) as unknown;
    },
    newRequestId: () =>
      b64url(webcrypto.getRandomValues(new Uint8Array(16))) + String((requests += 1)),
    /** A write body of records given as [real id, value, base]. */
    writeBody: async (records: [string, unknown, number][]) =>
      JSON.stringify({
        requestId: device.newRequestId(),
        records: await Promise.all(
          records.map(async ([id, value, base]) => ({
            id: await device.recordId(id),
            base,
            data: await device.encrypt(value),
          })),
        ),
      }),
    write: (body: string) => send(`/api/sync/records`, { method: 'POST', headers, body }),
    changes: (since = 0, limit = 500) =>
      send(`/api/sync/changes?since=${since}&limit=${limit}`, { headers }),
  };
  return device;
}

/** A 16-byte sync key (what 12 words of the phrase carry), from a seed for repeatable tests. */
export const keyFrom = (seed: number) =>
  Uint8Array.from({ length: 16 }, (_, i) => (seed * 31 + i * 7) & 255);
