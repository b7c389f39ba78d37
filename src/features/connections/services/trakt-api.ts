import type { SendResult } from '../queue/outbox';
import { call, resultOf } from './http-result';
import { freshTrakt, SYNCED_TOKEN_WAIT_MS } from './trakt-auth';

export interface TraktApi {
  clientId: string;
  apiUrl: string;
}

export type TraktCall =
  { ok: true; res: Response } | { ok: false; reason: 'reconnect' | 'offline'; res?: Response };

/**
 * One call to Trakt's API, from the browser (Trakt allows it; only the client id, which is
 * public, and the person's token go with it). A 401 refreshes the token once; refused again,
 * the connection needs reconnecting.
 */
export async function traktCall(
  api: TraktApi,
  path: string,
  init: RequestInit = {},
): Promise<TraktCall> {
  let refused: string | undefined;
  for (const force of [false, true]) {
    const fresh = await freshTrakt(Date.now(), force, SYNCED_TOKEN_WAIT_MS, refused);
    if ('reconnect' in fresh) return { ok: false, reason: 'reconnect' };
    if ('offline' in fresh) return { ok: false, reason: 'offline' };
    const res = await call(`${api.apiUrl}${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        'trakt-api-version': '2',
        'trakt-api-key': api.clientId,
        Authorization: `Bearer ${fresh.token.accessToken}`,
      },
    });
    if (!res) return { ok: false, reason: 'offline' };
    if (res.status !== 401)
      return res.ok ? { ok: true, res } : { ok: false, reason: 'offline', res };
    refused = fresh.token.accessToken;
  }
  return { ok: false, reason: 'reconnect' };
}

/** The Trakt paths of the queued kinds; each is idempotent by item on Trakt's side. */
const PATHS: Record<string, string> = {
  'scrobble-start': '/scrobble/start',
  'scrobble-pause': '/scrobble/pause',
  'scrobble-stop': '/scrobble/stop',
  'watchlist-add': '/sync/watchlist',
  'watchlist-remove': '/sync/watchlist/remove',
  'history-remove': '/sync/history/remove',
};

/** Sends one queued Trakt item. */
export async function sendTraktItem(
  api: TraktApi,
  item: { kind: string; body: unknown },
): Promise<SendResult> {
  const path = PATHS[item.kind];
  if (!path) return { outcome: 'rejected' };
  const answer = await traktCall(api, path, { method: 'POST', body: JSON.stringify(item.body) });
  if (answer.ok) return { outcome: 'sent' };
  if (answer.reason === 'reconnect') return { outcome: 'reconnect' };
  // 409: Trakt already has this scrobble (sent before a reload cut the answer off).
  if (answer.res?.status === 409) return { outcome: 'sent' };
  return answer.res ? resultOf(answer.res) : { outcome: 'retry' };
}

/** Every page of a Trakt list (`page`/`limit`, X-Pagination-Page-Count). */
export async function traktPages<T>(
  api: TraktApi,
  path: string,
  limit = 100,
): Promise<T[] | TraktCall> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const answer = await traktCall(api, `${path}${sep}page=${page}&limit=${limit}`);
    if (!answer.ok) return answer;
    items.push(...((await answer.res.json()) as T[]));
    const pages = Number(answer.res.headers.get('x-pagination-page-count') ?? 1);
    if (!(page < pages)) return items;
  }
}
