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
 * The Trakt connection with a token that is good for a while yet: refreshed through the server
 * a day before it expires (or when Trakt refused it: `force`), one tab at a time. A refresh
 * Trakt refuses means the connection was revoked: "Reconnect needed", never a silent stop.
 */
export async function freshTrakt(now = Date.now(), force = false): Promise<Freshness> {
  return withLock('connections-trakt-token', async () => {
    const current = readTrakt();
    if (!current || current.state === 'reconnect') return { reconnect: true };
    if (!force && current.expiresAt - now > REFRESH_AHEAD_MS) return { token: current };
    const res = await post('refresh', { refreshToken: current.refreshToken }).catch(() => null);
    if (res?.status === 401) {
      markReconnect();
      return { reconnect: true };
    }
    if (!res?.ok) {
      return current.expiresAt > now && !force ? { token: current } : { offline: true };
    }
    const { token } = (await res.json()) as { token: TraktToken };
    const next: TraktConnection = { ...current, ...token };
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
