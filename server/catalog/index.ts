import { Hono } from 'hono';
import { isCatalogLive, type ServerEnv } from '../env.ts';
import { liveCatalogRoutes } from './live.ts';
import { liveMatcher } from '../match/live-matcher.ts';
import { offlineMatcher } from '../match/offline-matcher.ts';
import { matchRoutes } from '../match/routes.ts';
import type { Matcher } from '../match/shapes.ts';
import { buildCatalog } from './offline/catalog.ts';
import { offlineCatalogRoutes } from './offline/routes.ts';

/**
 * `/api/catalog`: the catalogue service's v3 paths. Live (TMDB_API_KEY or TMDB_READ_TOKEN set):
 * a caching proxy that keeps the credential server-side. Offline: the built-in catalogue.
 */
export async function catalogRoutes(env: ServerEnv): Promise<Hono> {
  if (isCatalogLive(env)) {
    const { app, proxy } = liveCatalogRoutes(env);
    return withMatcher(app, liveMatcher(proxy));
  }
  const catalog = buildCatalog();
  return withMatcher(offlineCatalogRoutes(catalog), offlineMatcher(catalog));
}

/** `POST /match` (imports' batch title matcher) beside the catalogue's own paths. */
function withMatcher(catalog: Hono, matcher: Matcher): Hono {
  const root = new Hono();
  root.route('/match', matchRoutes(matcher));
  root.route('/', catalog);
  return root;
}
