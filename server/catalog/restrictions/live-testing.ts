import { Hono } from 'hono';
import { afterEach } from 'vitest';
import { readServerEnv } from '../../env.ts';
import { startStandIn } from '../../upstream/testing.ts';
import { liveCatalogRoutes } from '../live.ts';
import { buildCatalog } from '../offline/catalog.ts';
import { offlineCatalogRoutes } from '../offline/routes.ts';

/** The live catalogue's ceiling tests' stand-in service and server (live-*.test.ts). */
export const catalog = buildCatalog();
const offline = offlineCatalogRoutes(catalog);
export const ratingOf = (type: string, id: number) =>
  catalog.titles.get(`${type}:${id}`)?.certification ?? null;
export const KIDS = new Set(['G', 'PG', 'TV-Y', 'TV-Y7', 'TV-G', 'TV-PG']);

export interface Item {
  id: number;
  media_type?: string;
}
export interface Page {
  page: number;
  results: Item[];
  total_pages: number;
  total_results: number;
}

/**
 * The catalogue service as live mode meets it: the offline catalogue's answers (lists without
 * certifications, ratings under their own paths), every call recorded; `failRatingsOf` makes
 * one title's ratings fail as a service error would.
 */
function service() {
  const seen: string[] = [];
  const state = { failRatingsOf: -1, adult: new Set<number>() };
  const app = new Hono();
  app.use('*', async (c, next) => {
    seen.push(new URL(c.req.url).pathname + new URL(c.req.url).search);
    if (c.req.path.endsWith(`/${state.failRatingsOf}/release_dates`)) {
      return c.json({ success: false, status_code: 11 }, 500);
    }
    await next();
    if (state.adult.size) c.res = markAdult(await c.res.json(), state.adult);
  });
  app.route('/3', offline);
  return { app, seen, state };
}

/** The service's answer with `adult: true` on the titles of `ids` (itself, its lists, similar). */
function markAdult(body: unknown, ids: Set<number>): Response {
  const mark = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(mark);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([k, v]) => [k, mark(v)] as const);
    const item = Object.fromEntries(entries) as { id?: unknown; adult?: unknown };
    if (typeof item.id === 'number' && 'adult' in item && ids.has(item.id)) item.adult = true;
    return item;
  };
  return Response.json(mark(body));
}

/**
 * Reelbeat's live catalogue in front of a fresh stand-in service (a fresh proxy cache each
 * time): `get` asks it as the app does; `close` stops the stand-in.
 */
export async function startLive() {
  const upstream = service();
  const standIn = await startStandIn(upstream.app);
  const env = readServerEnv({ TMDB_API_KEY: 'k'.repeat(32), TMDB_API_URL: `${standIn.url}/3` });
  const { app } = liveCatalogRoutes(env, '/api/catalog', { retries: 0, ratePerS: 10_000 });
  const get = async <T = Page>(path: string) => {
    const response = await app.request(`/api/catalog${path}`);
    return { response, body: (await response.json()) as T };
  };
  return { get, close: standIn.close, ...upstream };
}

/**
 * `startLive` for a test file: `live()` starts one for the test, and the one started last is
 * stopped after each test (or sooner, by `stop()`).
 */
export function liveEachTest() {
  let close: (() => Promise<void>) | null = null;
  const stop = async () => {
    await close?.();
    close = null;
  };
  afterEach(stop);
  const live = async () => {
    const server = await startLive();
    close = server.close;
    return server;
  };
  return { live, stop };
}
