/** The first retry waits 5 s; each next one twice as long, up to 4 minutes. */
export const FIRST_RETRY_MS = 5_000;
export const LAST_RETRY_MS = 240_000;

/** How long to wait before attempt `attempts + 1`, given the service's Retry-After (ms). */
export function retryDelay(attempts: number, retryAfterMs = 0): number {
  const backoff = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, retryAfterMs);
}

/** A Retry-After header (seconds or an HTTP date) in ms; 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}
