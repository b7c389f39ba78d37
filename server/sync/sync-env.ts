import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import { positiveInt } from '../env-number.ts';

/** Where the sync store lives and how the client's address is found (server/sync). */
export interface SyncEnv {
  /** DATA_DIR: the embedded store's folder (default `data`). */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL instead of the embedded store. */
  databaseUrl: string | null;
  /**
   * TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For (0: the
   * address is the connection's own, as without a proxy).
   */
  trustProxy: number;
  /** SYNC_LIVE_MAX_PER_SPACE: live connections one space may hold (default 50). */
  liveMaxPerSpace: number | null;
  /** SYNC_SPACE_QUOTA_MB: what one space may store, in MB (default 50). */
  quotaMb: number | null;
}

export function readSyncEnv(env: NodeJS.ProcessEnv): SyncEnv {
  const hops = env.TRUST_PROXY?.trim() ?? '';
  const trustProxy = hops === '' ? 0 : Number(hops);
  if (!Number.isInteger(trustProxy) || trustProxy < 0) {
    throw new Error(`TRUST_PROXY must be a whole number of proxies (0 or more), got "${hops}"`);
  }
  const url = env.DATABASE_URL?.trim() || null;
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host/db)');
  }
  const quota = env.SYNC_SPACE_QUOTA_MB?.trim() ?? '';
  const quotaMb = quota === '' ? null : Number(quota);
  if (quotaMb !== null && !(Number.isFinite(quotaMb) && quotaMb >= 1)) {
    throw new Error(`SYNC_SPACE_QUOTA_MB must be a number of MB, at least 1, got "${quota}"`);
  }
  return {
    dataDir: env.DATA_DIR?.trim() || 'data',
    databaseUrl: url,
    trustProxy,
    liveMaxPerSpace: positiveInt(env, 'SYNC_LIVE_MAX_PER_SPACE', null),
    quotaMb,
  };
}

/**
 * The key an address's limits count under. An IPv6 subscriber is given a whole /64 (2^64
 * addresses, any of which one machine can take for each connection), so an IPv6 address counts
 * by its /64; an IPv4-mapped one (`::ffff:1.2.3.4`, an IPv4 client of a dual-stack socket) as
 * its IPv4. Anything else is its own key.
 */
export function limitKey(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const [head = '', tail] = bare.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    // A dotted IPv4 ending stands for two groups.
    const restGroups = rest.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
    while (groups.length + restGroups < 8) groups.push('0');
    groups.push(...rest);
  }
  const prefix = groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The client's address, as the key its limits count under (`limitKey`): the connection's, or
 * with TRUST_PROXY=n the n-th address from the right of X-Forwarded-For (the one the outermost
 * trusted proxy saw), never one the client could have written itself.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  const direct = socketAddress ?? 'unknown';
  if (trustProxy === 0 || !forwardedFor) return limitKey(direct);
  const hops = forwardedFor
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return limitKey(hops[hops.length - trustProxy] ?? hops[0] ?? direct);
}

/** `clientAddress` of a request as Node received it. */
export const requestAddress = (request: IncomingMessage | undefined, trustProxy: number) =>
  clientAddress(
    request?.socket.remoteAddress,
    request?.headers['x-forwarded-for']?.toString(),
    trustProxy,
  );
