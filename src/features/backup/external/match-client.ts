import type { MatchRequest, MatchRow } from '@shared/catalog/match';
import type { ExternalRow } from './rows';

/** Rows per request: many rows per round trip, small enough for steady progress. */
export const MATCH_BATCH = 200;

export interface MatchResult {
  item: Record<string, unknown> | null;
  reason: string | null;
}

export interface MatchOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  fetcher?: typeof fetch;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** A busy server (503 + Retry-After) gets the same batch again, this many times at most. */
const BUSY_RETRIES = 5;
const MAX_WAIT_S = 60;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const toQuery = (r: ExternalRow): MatchRow => ({
  title: r.title,
  year: r.year,
  type: r.type,
  imdbId: r.imdbId,
  tmdbId: r.tmdbId,
});

function resultsOf(body: unknown, expected: number): MatchResult[] {
  const list = (body as { results?: unknown }).results;
  if (!Array.isArray(list) || list.length !== expected) throw new Error('bad match response');
  return list.map((r) => {
    const o = (r ?? {}) as { item?: unknown; reason?: unknown };
    const item = o.item && typeof o.item === 'object' ? (o.item as Record<string, unknown>) : null;
    // A missing reason stays null; the unmatched list says "No match" in the reader's language.
    return { item, reason: typeof o.reason === 'string' ? o.reason : null };
  });
}

/** Matches every row on the server, batch by batch; aborting stops between batches. */
export async function matchRows(rows: ExternalRow[], options: MatchOptions = {}) {
  const fetcher = options.fetcher ?? fetch;
  const results: MatchResult[] = [];
  for (let start = 0; start < rows.length; start += MATCH_BATCH) {
    options.signal?.throwIfAborted();
    const batch = rows.slice(start, start + MATCH_BATCH);
    let response: Response;
    for (let attempt = 0; ; attempt += 1) {
      response = await fetcher('/api/catalog/match', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rows: batch.map(toQuery) } satisfies MatchRequest),
        signal: options.signal,
      });
      // The server's rate limit is busy: no row was decided, so the batch goes again.
      const retryAfter = Number(response.headers.get('retry-after'));
      if (response.status !== 503 || !(retryAfter > 0) || attempt >= BUSY_RETRIES) break;
      await (options.wait ?? sleep)(Math.min(retryAfter, MAX_WAIT_S) * 1000, options.signal);
    }
    if (!response.ok) throw new Error(`match failed: ${response.status}`);
    results.push(...resultsOf(await response.json(), batch.length));
    options.onProgress?.(results.length, rows.length);
  }
  return results;
}
