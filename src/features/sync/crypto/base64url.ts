/** RFC 4648 §5 without padding (docs/sync.md, "Keys"). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i += 1) VALUE[ALPHABET.charCodeAt(i)] = i;

// Written by hand rather than through btoa/atob: a first sync converts 60 000 records each way,
// and the binary string and the three replaces cost more than the encryption around them.
export function toBase64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const parts: string[] = [];
  let out = '';
  let i = 0;
  for (; i + 2 < view.length; i += 3) {
    const n = (view[i]! << 16) | (view[i + 1]! << 8) | view[i + 2]!;
    out +=
      ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
    if (out.length >= 0x4000) {
      parts.push(out);
      out = '';
    }
  }
  const rest = view.length - i;
  if (rest > 0) {
    const n = (view[i]! << 16) | (rest === 2 ? view[i + 1]! << 8 : 0);
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
    if (rest === 2) out += ALPHABET[(n >> 6) & 63]!;
  }
  parts.push(out);
  return parts.join('');
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  if (text.length % 4 === 1) throw new Error('Not base64url');
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let count = 0;
  let at = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? VALUE[code]! : -1;
    if (value < 0) throw new Error('Not base64url');
    bits = ((bits << 6) | value) & 0xffffff;
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes[at++] = (bits >> count) & 255;
    }
  }
  return bytes;
}
