import type { SendResult } from '../queue/outbox';
import type { ListenDecision } from '../listenbrainz/listen-rules';
import { call, resultOf } from './http-result';

export type TokenCheck =
  { valid: true; user: string } | { valid: false; reason: 'invalid' | 'unreachable' };

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** `GET /1/validate-token`: the token is saved only when the service knows it. */
export async function validateToken(apiUrl: string, token: string): Promise<TokenCheck> {
  const res = await call(`${apiUrl}/1/validate-token`, { headers: auth(token) });
  if (!res) return { valid: false, reason: 'unreachable' };
  if (!res.ok && res.status !== 400 && res.status !== 401) {
    return { valid: false, reason: 'unreachable' };
  }
  const body = (await res.json().catch(() => null)) as {
    valid?: boolean;
    user_name?: string;
  } | null;
  return body?.valid && typeof body.user_name === 'string'
    ? { valid: true, user: body.user_name }
    : { valid: false, reason: 'invalid' };
}

/** `POST /1/submit-listens` of one queued item ("playing_now" or a "single" listen). */
export async function submitListen(
  apiUrl: string,
  token: string,
  item: { kind: string; body: unknown; attempts?: number },
  nowMs = Date.now(),
): Promise<SendResult> {
  const body = item.body as ListenDecision['body'];
  let submission: unknown;
  if (item.kind === 'playing-now') {
    // Sent late (after a failure, or time offline), "playing now" would be untrue: it is dropped.
    if ((item.attempts ?? 0) > 0 || ('until' in body && nowMs > body.until)) {
      return { outcome: 'rejected' };
    }
    submission = { listen_type: 'playing_now', payload: [{ track_metadata: body.track_metadata }] };
  } else {
    submission = { listen_type: 'single', payload: [body] };
  }
  const res = await call(`${apiUrl}/1/submit-listens`, {
    method: 'POST',
    headers: { ...auth(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(submission),
  });
  return res ? resultOf(res) : { outcome: 'retry' };
}
