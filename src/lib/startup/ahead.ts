/**
 * Calls started before the data layer has loaded. A page's first calls decide its first
 * screen (Home's hero, a title's header, the music home's covers hold the largest paint), yet
 * the clients, their schemas and the query cache are code that arrives a round trip after
 * the entry. A page's small "ahead" module starts those calls with the browser's own
 * `fetch`; the catalogue and music clients take each answer (`takeAhead`) instead of asking
 * again, then parse and cache it as usual. An answer not taken within `AHEAD_TTL_MS` is
 * dropped: it was for the page being opened, not for a later visit.
 */
export const AHEAD_TTL_MS = 10_000;

interface Ahead {
  response: Promise<Response>;
  at: number;
}

const ahead = new Map<string, Ahead>();

/** Starts one call to `url` now (once per address). */
export function fetchAhead(url: string, init?: RequestInit): void {
  if (ahead.has(url)) return;
  const response = fetch(url, init);
  // A failure is the client's to report, when it takes the call.
  response.catch(() => undefined);
  ahead.set(url, { response, at: performance.now() });
}

/**
 * The answer of a call started ahead for this address, once, given up like any other call when
 * `signal` aborts (the caller cancels, or its time is up); undefined when there is none.
 */
export function takeAhead(url: string, signal?: AbortSignal): Promise<Response> | undefined {
  const entry = ahead.get(url);
  if (!entry) return undefined;
  ahead.delete(url);
  if (performance.now() - entry.at > AHEAD_TTL_MS) return undefined;
  if (!signal) return entry.response;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    entry.response
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** For tests: forget every call started ahead. */
export function clearAhead(): void {
  ahead.clear();
}
