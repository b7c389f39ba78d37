import {
  serveStandIn,
  type Fault,
  type StandInAnswer,
  type StandInRequest,
} from './stand-in-http.ts';

/**
 * Trakt and ListenBrainz as their documentation describes them, in one local server: Trakt's
 * device-code OAuth, token refresh and revoke, the sync lists and scrobbles; ListenBrainz's
 * token check and listen submission (duplicates by listened_at and track are dropped, as the
 * service does). `fail(path, …)` queues a 401, a 429 with Retry-After, a 5xx or a slow answer.
 */
export interface TraktItem {
  type: 'movie' | 'show' | 'episode';
  movie?: {
    title: string;
    year: number | null;
    ids: { trakt: number; tmdb?: number; imdb?: string };
  };
  show?: { title: string; year: number | null; ids: { trakt: number; tmdb?: number } };
  episode?: { season: number; number: number; title?: string; ids: { trakt: number } };
  [extra: string]: unknown;
}

export interface StandInState {
  user: { username: string; name: string };
  /** Polls of a device code before it is approved (0: at once); `denied` refuses instead. */
  approveAfterPolls: number;
  denied: boolean;
  watchlist: TraktItem[];
  history: TraktItem[];
  playback: TraktItem[];
  ratings: TraktItem[];
  /** Every write call Trakt received, in order: scrobbles, watchlist and history changes. */
  traktWrites: { path: string; body: unknown }[];
  listens: { listen_type: string; payload: unknown[] }[];
  validToken: string;
  tokenLifetimeS: number;
}

const TOKEN_PREFIX = 'access-';
const nowS = () => Math.floor(Date.now() / 1000);

export async function startConnectionsStandIn(port = 0, initial: Partial<StandInState> = {}) {
  const state: StandInState = {
    user: { username: 'ana', name: 'Ana' },
    approveAfterPolls: 1,
    denied: false,
    watchlist: [],
    history: [],
    playback: [],
    ratings: [],
    traktWrites: [],
    listens: [],
    validToken: 'lb-token-ana',
    tokenLifetimeS: 7_776_000,
    ...initial,
  };
  const faults = new Map<string, Fault[]>();
  const devices = new Map<string, { polls: number; expiresAt: number }>();
  const tokens = new Map<string, number>();
  const refreshes = new Map<string, string>();
  let serial = 0;

  const issue = (): StandInAnswer => {
    serial += 1;
    const access = `${TOKEN_PREFIX}${serial}`;
    const refresh = `refresh-${serial}`;
    tokens.set(access, nowS() + state.tokenLifetimeS);
    refreshes.set(refresh, access);
    return {
      status: 200,
      body: {
        access_token: access,
        token_type: 'bearer',
        expires_in: state.tokenLifetimeS,
        refresh_token: refresh,
        scope: 'public',
        created_at: nowS(),
      },
    };
  };

  const authorized = (req: StandInRequest) => {
    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const expires = bearer ? tokens.get(bearer) : undefined;
    return expires !== undefined && expires > nowS() && Boolean(req.headers['trakt-api-key']);
  };

  const page = (req: StandInRequest, items: TraktItem[]): StandInAnswer => {
    const limit = Number(req.query.get('limit') ?? 10);
    const at = Number(req.query.get('page') ?? 1);
    const pages = Math.max(1, Math.ceil(items.length / limit));
    return {
      status: 200,
      body: items.slice((at - 1) * limit, at * limit),
      headers: { 'X-Pagination-Page': String(at), 'X-Pagination-Page-Count': String(pages) },
    };
  };

  function trakt(req: StandInRequest): StandInAnswer {
    const body = (req.body ?? {}) as Record<string, string>;
    if (req.path === '/oauth/device/code') {
      const code = `device-${devices.size + 1}`;
      devices.set(code, { polls: 0, expiresAt: nowS() + 600 });
      const userCode = `5055CC5${devices.size}`;
      const verification_url = 'https://trakt.tv/activate';
      return {
        status: 200,
        body: {
          device_code: code,
          user_code: userCode,
          verification_url,
          expires_in: 600,
          interval: 1,
        },
      };
    }
    if (req.path === '/oauth/device/token') {
      const device = devices.get(body.code ?? '');
      if (!device || !body.client_secret) return { status: 404 };
      if (device.expiresAt < nowS()) return { status: 410 };
      if (state.denied) return { status: 418 };
      device.polls += 1;
      if (device.polls <= state.approveAfterPolls) return { status: 400 };
      devices.delete(body.code ?? '');
      return issue();
    }
    if (req.path === '/oauth/token') {
      const old = refreshes.get(body.refresh_token ?? '');
      if (!old || !body.client_secret) return { status: 401, body: { error: 'invalid_grant' } };
      refreshes.delete(body.refresh_token ?? '');
      tokens.delete(old);
      return issue();
    }
    if (req.path === '/oauth/revoke') {
      tokens.delete(body.token ?? '');
      return { status: 200, body: {} };
    }
    if (!authorized(req)) return { status: 401, body: { error: 'invalid_token' } };
    if (req.path === '/users/settings')
      return { status: 200, body: { user: { ...state.user, ids: { slug: state.user.username } } } };
    if (req.path === '/sync/watchlist' && req.method === 'GET') return page(req, state.watchlist);
    if (req.path === '/sync/history' && req.method === 'GET') return page(req, state.history);
    if (req.path === '/sync/playback') return { status: 200, body: state.playback };
    if (req.path === '/sync/ratings') return page(req, state.ratings);
    state.traktWrites.push({ path: req.path, body: req.body });
    if (req.path.startsWith('/scrobble/')) {
      const action = req.path.slice('/scrobble/'.length);
      return {
        status: 201,
        body: {
          id: state.traktWrites.length,
          action: action === 'stop' ? 'scrobble' : action,
          ...(req.body as object),
        },
      };
    }
    return { status: 201, body: { added: {}, deleted: {}, existing: {}, not_found: {} } };
  }

  function listenBrainz(req: StandInRequest): StandInAnswer {
    const token = /^Token (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    if (req.path === '/1/validate-token') {
      return token === state.validToken
        ? {
            status: 200,
            body: {
              code: 200,
              message: 'Token valid.',
              valid: true,
              user_name: state.user.username,
            },
          }
        : { status: 200, body: { code: 200, message: 'Token invalid.', valid: false } };
    }
    if (token !== state.validToken)
      return { status: 401, body: { code: 401, error: 'Invalid authorization token.' } };
    const submission = req.body as {
      listen_type: string;
      payload: { listened_at?: number; track_metadata: unknown }[];
    };
    if (submission.listen_type !== 'playing_now') {
      const key = (l: { listened_at?: number; track_metadata: unknown }) =>
        JSON.stringify([l.listened_at, l.track_metadata]);
      const seen = new Set(
        state.listens
          .filter((s) => s.listen_type !== 'playing_now')
          .flatMap((s) => s.payload.map((p) => key(p as never))),
      );
      const fresh = submission.payload.filter((p) => !seen.has(key(p)));
      if (fresh.length > 0) state.listens.push({ ...submission, payload: fresh });
    } else state.listens.push(submission);
    return { status: 200, body: { status: 'ok' } };
  }

  const server = await serveStandIn(
    (req) => (req.path.startsWith('/1/') ? listenBrainz(req) : trakt(req)),
    port,
    faults,
  );
  return {
    url: server.url,
    state,
    /** Queues forced answers for a path (`*`: the next request of any path). */
    fail: (path: string, ...queued: Fault[]) =>
      faults.set(path, [...(faults.get(path) ?? []), ...queued]),
    /** Revokes every issued token (as a person does on trakt.tv): calls then answer 401. */
    revokeAll: () => tokens.clear(),
    close: server.close,
  };
}

export type ConnectionsStandIn = Awaited<ReturnType<typeof startConnectionsStandIn>>;
