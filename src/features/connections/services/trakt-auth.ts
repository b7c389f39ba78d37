import { withLock } from '@/lib/storage/records';
import { connections, readTrakt, type TraktConnection } from '../model/connection-records';

/** A token is refreshed this long before it expires (Trakt's last three months). */
export const REFRESH_AHEAD_MS = 86_400_000;

export interface DeviceCode {
  deviceCode: string;
  userCode: string;
  verificationUrl: string;
  expiresIn: number;
  interval: number;
}

export interface TraktToken {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export type PollAnswer =
  | { state: 'approved'; token: TraktToken }
  | { state: 'pending' | 'slow-down' | 'denied' | 'expired' | 'invalid' | 'used' };

const post = (path: string, body: unknown) =>
  fetch(`/api/connections/trakt/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Starts Trakt's device-code flow (the server adds its credentials). */
export async function startDeviceCode(): Promise<DeviceCode> {
  const res = await post('device', {});
  if (!res.ok) throw new Error(`device ${res.status}`);
  return (await res.json()) as DeviceCode;
}

/** One poll of the device code; a failure of the server or Trakt reads as "pending". */
export async function pollDeviceCode(deviceCode: string): Promise<PollAnswer> {
  const res = await post('token', { deviceCode }).catch(() => null);
  if (!res) return { state: 'pending' };
  if (res.status === 429) return { state: 'slow-down' };
  if (!res.ok) return { state: 'pending' };
  return (await res.json()) as PollAnswer;
}

export async function revokeToken(accessToken: string): Promise<void> {
  await post('revoke', { accessToken }).catch(() => undefined);
}

export type Freshness = { token: TraktConnection } | { reconnect: true } | { offline: true };

/**
 * How long a refused refresh waits for the profile's synced record to bring another device's
 * new token: Trakt's refresh tokens are used once, so the device that refreshed second is
 * refused (invalid_grant) until sync hands it the first one's.
 */
export const SYNCED_TOKEN_WAIT_MS = 5_000;

type Refresh = { token: TraktToken } | { revoked: true } | { failed: true };

async function refresh(refreshToken: string): Promise<Refresh> {
  const res = await post('refresh', { refreshToken }).catch(() => null);
  if (res?.status === 401) return { revoked: true };
  if (!res?.ok) return { failed: true };
  return (await res.json()) as { token: TraktToken };
}

/** The stored Trakt record once its refresh token is no longer `used` (or null at `waitMs`). */
function rotatedToken(used: string, waitMs: number): Promise<TraktConnection | null> {
  const rotated = () => {
    const stored = readTrakt();
    return stored && stored.refreshToken !== used ? stored : null;
  };
  const now = rotated();
  if (now || waitMs <= 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (value: TraktConnection | null) => {
      clearTimeout(timer);
      stop();
      resolve(value);
    };
    const timer = setTimeout(() => done(null), waitMs);
    const stop = connections().subscribe(() => {
      const found = rotated();
      if (found) done(found);
    });
  });
}

/**
 * The Trakt connection with a token that is good for a while yet: refreshed through the server
 * a day before it expires (or when Trakt refused it: `force`), one tab at a time. A refused
 * refresh first takes the token another device refreshed (synced with the profile); refused
 * with that too, the connection was revoked: "Reconnect needed", never a silent stop.
 * `refused`: the access token Trakt refused; already replaced (another call or tab refreshed
 * while this one waited for the lock), the stored one is taken without a second refresh, which
 * would end the token the first refresh has just handed out.
 */
export async function freshTrakt(
  now = Date.now(),
  force = false,
  syncedTokenWaitMs = SYNCED_TOKEN_WAIT_MS,
  refused?: string,
): Promise<Freshness> {
  return withLock('connections-trakt-token', async () => {
    let current = readTrakt();
    if (!current || current.state === 'reconnect') return { reconnect: true };
    if (!force && current.expiresAt - now > REFRESH_AHEAD_MS) return { token: current };
    if (
      force &&
      refused !== undefined &&
      current.accessToken !== refused &&
      current.expiresAt > now
    )
      return { token: current };
    let answer = await refresh(current.refreshToken);
    if ('revoked' in answer) {
      const synced = await rotatedToken(current.refreshToken, syncedTokenWaitMs);
      if (synced?.state === 'connected') {
        // Another device's fresh token is taken as it is; an older one is refreshed once.
        if (synced.accessToken !== current.accessToken && synced.expiresAt - now > REFRESH_AHEAD_MS)
          return { token: synced };
        current = synced;
        answer = await refresh(synced.refreshToken);
      }
    }
    if ('revoked' in answer) {
      markReconnect();
      return { reconnect: true };
    }
    if ('failed' in answer) {
      return current.expiresAt > now && !force ? { token: current } : { offline: true };
    }
    const next: TraktConnection = { ...current, ...answer.token };
    connections().put('trakt', next);
    return { token: next };
  });
}

export function markReconnect(service: 'trakt' | 'listenbrainz' = 'trakt') {
  const current = connections().get(service);
  if (typeof current === 'object' && !Array.isArray(current) && current.state !== 'reconnect') {
    connections().put(service, { ...current, state: 'reconnect' });
  }
}
