import { getCatalogPreferences } from './preferences';
import { catalogRequestUrl, type QueryValue } from './url';

/**
 * Catalogue calls started before the data layer has loaded. A page's first calls decide its
 * first screen (Home's hero is the largest paint), yet the client, its schemas and the query
 * cache are ~30 kB of code that arrive a round trip after the entry. A page's small "ahead"
 * module starts those calls with the entry's own `fetch`; the client takes each answer instead
 * of asking again (`takeAhead`), parses it and caches it as usual. An answer not taken within
 * `AHEAD_TTL_MS` is dropped: it was for the page being opened, not for a later visit.
 */
export const AHEAD_TTL_MS = 10_000;

interface Ahead {
  response: Promise<Response>;
  at: number;
}

const ahead = new Map<string, Ahead>();

/** Starts one catalogue call now, with the current preferences (once per address). */
export function requestAhead(path: string, params: Record<string, QueryValue> = {}): void {
  const url = catalogRequestUrl(path, params, getCatalogPreferences());
  if (ahead.has(url)) return;
  const response = fetch(url, { headers: { Accept: 'application/json' } });
  // A failure is the client's to report, when it takes the call.
  response.catch(() => undefined);
  ahead.set(url, { response, at: performance.now() });
}

/** The answer of a call started ahead for this address, once; undefined when there is none. */
export function takeAhead(url: string): Promise<Response> | undefined {
  const entry = ahead.get(url);
  if (!entry) return undefined;
  ahead.delete(url);
  return performance.now() - entry.at <= AHEAD_TTL_MS ? entry.response : undefined;
}

/** For tests: forget every call started ahead. */
export function clearAhead(): void {
  ahead.clear();
}
