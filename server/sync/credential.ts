import { createHash } from 'node:crypto';
import type { SpaceKey } from './store-types.ts';

/** base64url of at least 128 bits (22 characters), as the client derives it. */
const OPAQUE = /^[A-Za-z0-9_-]{22,128}$/;

/**
 * `<space>.<token>`, as sent in `Authorization: Bearer …` (and in the live connection's first
 * message). The server keeps only SHA-256 of the token: the token is 256 random-looking bits
 * derived from the sync key, so a slow hash would add nothing a guesser has to pay for.
 */
export function parseCredential(value: string | undefined | null): SpaceKey | null {
  const match = /^\s*([^.\s]+)\.(\S+)\s*$/.exec(value ?? '');
  if (!match || !OPAQUE.test(match[1]!) || !OPAQUE.test(match[2]!)) return null;
  return { space: match[1]!, tokenHash: createHash('sha256').update(match[2]!).digest('hex') };
}

export function credentialFromHeader(authorization: string | undefined): SpaceKey | null {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  return match ? parseCredential(match[1]) : null;
}
