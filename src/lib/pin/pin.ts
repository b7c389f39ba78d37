/**
 * A profile's PIN (4–6 digits), kept only as a salted slow hash: PBKDF2 with SHA-256 (WebCrypto,
 * in every browser Reelbeat supports), a random 16-byte salt and 600 000 iterations (OWASP's
 * figure for PBKDF2-SHA-256). The iteration count is stored with the hash, so a later, higher
 * count leaves existing PINs readable. A PIN deters a child; someone with the browser's
 * developer tools can read or clear the stored hash (README.md).
 */
export interface PinHash {
  /** Base64 of the derived 256 bits. */
  hash: string;
  /** Base64 of the random salt. */
  salt: string;
  iterations: number;
}

export const PIN_ITERATIONS = 600_000;
/**
 * The counts a stored PIN may have. A record from sync or a backup file is someone else's
 * writing: 1 would make the PIN trivial to find, 2^31 would hang the page in PBKDF2. Outside
 * this range (or not an integer) a PIN is not a PIN hash: the registry refuses the profile's
 * record and the backup refuses the file.
 */
export const PIN_ITERATIONS_MIN = 100_000;
export const PIN_ITERATIONS_MAX = 2_000_000;
export const PIN_PATTERN = /^\d{4,6}$/;

export const pinIterationsOk = (iterations: unknown): iterations is number =>
  Number.isInteger(iterations) &&
  (iterations as number) >= PIN_ITERATIONS_MIN &&
  (iterations as number) <= PIN_ITERATIONS_MAX;

export const isPinHash = (value: unknown): value is PinHash =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PinHash).hash === 'string' &&
  typeof (value as PinHash).salt === 'string' &&
  pinIterationsOk((value as PinHash).iterations);

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPin(pin: string, iterations = PIN_ITERATIONS): Promise<PinHash> {
  if (!PIN_PATTERN.test(pin)) throw new Error('A PIN is 4 to 6 digits');
  if (!pinIterationsOk(iterations))
    throw new Error('A PIN hash has 100 000 to 2 000 000 iterations');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { hash: toBase64(await derive(pin, salt, iterations)), salt: toBase64(salt), iterations };
}

/** Whether `pin` is the one `stored` was made from (compared in full, not stopping early). */
export async function verifyPin(pin: string, stored: PinHash): Promise<boolean> {
  if (!PIN_PATTERN.test(pin) || !isPinHash(stored)) return false;
  const expected = fromBase64(stored.hash);
  const actual = await derive(pin, fromBase64(stored.salt), stored.iterations);
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < Math.min(expected.length, actual.length); i++)
    difference |= expected[i]! ^ actual[i]!;
  return difference === 0;
}
