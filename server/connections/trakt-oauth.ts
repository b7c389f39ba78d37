import { z } from 'zod';
import { readBounded } from '../upstream/read-body.ts';
import type { ConnectionsEnv } from './connections-env.ts';

/** Trakt's answers are small; anything larger is not Trakt's and is refused unread. */
const MAX_ANSWER_BYTES = 16 * 1024;
/** A Trakt call that takes longer fails (the browser asks again), so no request piles up. */
export const TRAKT_TIMEOUT_MS = 10_000;

export const deviceCodeSchema = z.object({
  device_code: z.string().min(1).max(200),
  user_code: z.string().min(1).max(40),
  verification_url: z.string().url().max(300),
  expires_in: z.number().int().positive(),
  interval: z.number().int().positive(),
});

export const tokenSchema = z.object({
  access_token: z.string().min(1).max(4000),
  refresh_token: z.string().min(1).max(4000),
  expires_in: z.number().int().positive(),
  created_at: z.number().int().nonnegative(),
  scope: z.string().max(200).optional(),
  token_type: z.string().max(40).optional(),
});

/** What a Trakt call came to: its JSON, or why not (never the body of a failure). */
export type TraktAnswer =
  | { ok: true; status: number; json: unknown }
  | { ok: false; status: number; retryAfterS?: number }
  | { ok: false; status: 'timeout' | 'unreachable' | 'too-large' };

/** POSTs to Trakt's OAuth routes with the server's credentials added; nothing is logged. */
export async function callTrakt(
  env: ConnectionsEnv,
  path: string,
  body: Record<string, string>,
  fetcher: typeof fetch = fetch,
  timeoutMs = TRAKT_TIMEOUT_MS,
): Promise<TraktAnswer> {
  let res: Response;
  try {
    res = await fetcher(`${env.trakt.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Reelbeat' },
      body: JSON.stringify({
        ...body,
        client_id: env.trakt.clientId,
        client_secret: env.trakt.clientSecret,
      }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const name = (error as Error).name;
    return { ok: false, status: name === 'TimeoutError' ? 'timeout' : 'unreachable' };
  }
  if (!res.ok) {
    await res.body?.cancel();
    const retryAfter = Number(res.headers.get('retry-after'));
    return {
      ok: false,
      status: res.status,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterS: retryAfter } : {}),
    };
  }
  let text: string | null;
  try {
    text = await readBounded(res, MAX_ANSWER_BYTES);
  } catch {
    return { ok: false, status: 'timeout' };
  }
  if (text === null) return { ok: false, status: 'too-large' };
  try {
    return { ok: true, status: res.status, json: text ? JSON.parse(text) : null };
  } catch {
    return { ok: false, status: 502 };
  }
}
