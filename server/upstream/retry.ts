/** How long a `Retry-After` header asks us to wait (seconds or an HTTP date), in ms; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** 429 and 5xx are worth another try; other statuses are the upstream's final word. */
export const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** Exponential backoff with jitter, so many instances retrying at once do not stampede. */
export function backoffDelay(attempt: number, baseMs: number, random: () => number = Math.random) {
  return Math.round(baseMs * 2 ** attempt * (0.5 + random() / 2));
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
