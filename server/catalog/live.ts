import { Hono } from 'hono';
import type { ServerEnv } from '../env.ts';
import { CEILING_PARAM, UNRATED_PARAM } from '../../shared/content-ratings/params.ts';
import { restrictedCatalogHandler } from './restrictions/live-filter.ts';
import {
  createUpstreamProxy,
  isJsonObject,
  upstreamOptionsFrom,
  type RoutePolicy,
  type UpstreamProxyOptions,
} from '../upstream/index.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The GET paths the app uses, each with how long a copy stays fresh. Anything else is 404. */
const ALLOWED: [RegExp, number][] = [
  [/^\/configuration$/, 24 * HOUR],
  [/^\/genre\/(movie|tv)\/list$/, 24 * HOUR],
  [/^\/trending\/(movie|tv|all)\/(day|week)$/, 15 * MINUTE],
  [/^\/(movie|tv)\/(popular|top_rated)$/, HOUR],
  [/^\/(movie|tv)\/\d+$/, 6 * HOUR],
  [/^\/tv\/\d+\/season\/\d+$/, 6 * HOUR],
  // A title's ratings, read for a profile's ceiling (restrictions/live-ratings.ts).
  [/^\/movie\/\d+\/release_dates$/, 24 * HOUR],
  [/^\/tv\/\d+\/content_ratings$/, 24 * HOUR],
  [/^\/discover\/(movie|tv)$/, HOUR],
  [/^\/search\/multi$/, 10 * MINUTE],
  // The batch title matcher used by imports.
  [/^\/search\/(movie|tv)$/, 10 * MINUTE],
  [/^\/find\/tt\d+$/, 24 * HOUR],
];

export function catalogRoutePolicy(path: string): RoutePolicy | null {
  const match = ALLOWED.find(([pattern]) => pattern.test(path));
  return match ? { ttlSeconds: match[1] } : null;
}

/** A v4 read token is a JWT ("eyJ…"); it only works as a Bearer header, a v3 key only as api_key. */
const looksLikeJwt = (value: string) => value.startsWith('eyJ');

export function liveCatalogRoutes(
  env: ServerEnv,
  mountPath = '/api/catalog',
  overrides: Partial<UpstreamProxyOptions> = {},
) {
  const { apiKey, readToken, apiUrl } = env.tmdb;
  const proxy = createUpstreamProxy({
    baseUrl: apiUrl,
    route: catalogRoutePolicy,
    authorize: (url, headers) => {
      if (apiKey && !looksLikeJwt(apiKey)) url.searchParams.set('api_key', apiKey);
      else headers.set('Authorization', `Bearer ${readToken ?? apiKey}`);
    },
    secrets: [apiKey, readToken].filter((s): s is string => Boolean(s)),
    dropParams: ['api_key', CEILING_PARAM, UNRATED_PARAM],
    serviceName: 'The catalogue service',
    validate: isJsonObject,
    ...upstreamOptionsFrom(env.scale),
    ...overrides,
  });
  const app = new Hono();
  app.get('/*', restrictedCatalogHandler(proxy, mountPath));
  return { app, proxy };
}
