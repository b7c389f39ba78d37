import { getRuntimeConfig } from '@shared/config/runtime-config';
import { restrictionParams } from '@shared/content-ratings/params';
import { fetchAhead } from '../startup/ahead';
// Evaluated before any call is built: a ceiling given before start-up (e2e) is applied there.
import './restriction';
import { getCatalogPreferences, type CatalogPreferences } from './preferences';
import type { MediaType } from './types';

export type QueryValue = string | number | boolean | null | undefined;

/** The catalogue's paths that are requested ahead of the data layer as well as by it. */
export const CATALOG_PATHS = {
  configuration: '/configuration',
  trending: (type: MediaType) => `/trending/${type}/week`,
  details: (type: MediaType, id: number) => `/${type}/${id}`,
  searchMulti: '/search/multi',
} as const;

/** A search/multi page's own parameters. */
export const searchMultiParams = (query: string, page: number, prefs: CatalogPreferences) => ({
  query: query.trim(),
  page,
  include_adult: prefs.includeAdult,
});

/** What a title's details call appends: cast, videos, similar titles, external ids. */
export const DETAILS_APPEND = 'credits,videos,similar,external_ids';

export function catalogUrl(path: string, params: Record<string, QueryValue>): string {
  const { baseUrl, apiKey } = getRuntimeConfig().catalog;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  // Only a hand-written config.json on a static host carries a key; the server never sends one.
  if (apiKey) query.set('api_key', apiKey);
  const qs = query.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** The address of one call: the path's own parameters after what every call sends. */
export const catalogRequestUrl = (
  path: string,
  params: Record<string, QueryValue>,
  prefs: CatalogPreferences,
) =>
  catalogUrl(path, {
    language: prefs.language,
    ...(prefs.certification
      ? { certification_country: 'US', 'certification.lte': prefs.certification }
      : {}),
    ...(prefs.restriction ? restrictionParams(prefs.restriction) : {}),
    ...params,
  });

/** The catalogue's request headers, the same for a call started ahead and the client's own. */
export const CATALOG_HEADERS = { Accept: 'application/json' };

/**
 * Starts one catalogue call now, with the current preferences, before the client has loaded
 * (lib/startup/ahead.ts); the client takes its answer.
 */
export function requestAhead(path: string, params: Record<string, QueryValue> = {}): void {
  fetchAhead(catalogRequestUrl(path, params, getCatalogPreferences()), {
    headers: CATALOG_HEADERS,
  });
}
