import type { Hono } from 'hono';
import { isCatalogLive, type ServerEnv } from '../env.ts';
import { liveCatalogRoutes } from './live.ts';
import { offlineCatalogRoutes } from './offline/routes.ts';

/**
 * `/api/catalog`: the catalogue service's v3 paths. Live (TMDB_API_KEY or TMDB_READ_TOKEN set):
 * a caching proxy that keeps the credential server-side. Offline: the built-in catalogue.
 */
export async function catalogRoutes(env: ServerEnv): Promise<Hono> {
  if (isCatalogLive(env)) return liveCatalogRoutes(env).app;
  return offlineCatalogRoutes();
}
