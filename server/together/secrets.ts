import { timingSafeEqual } from 'node:crypto';
import { SECRET_BYTES } from '../../shared/together/limits.ts';

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A room id or token: SECRET_BYTES random bytes (crypto.getRandomValues), base64url. */
export const randomSecret = () => base64url(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));

/** A member's public id (not a secret: every member sees it). */
export const randomMemberId = () => base64url(crypto.getRandomValues(new Uint8Array(6)));

/** Compares two secrets in constant time, so a wrong key tells nothing of the right one. */
export function sameSecret(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
