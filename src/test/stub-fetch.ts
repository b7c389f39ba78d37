import { vi } from 'vitest';

export type FetchHandler = (url: URL) => { status?: number; body: unknown };

/** Answers every fetch with `handler`'s status and JSON body, and records the URLs asked for. */
export function stubFetch(handler: FetchHandler) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      calls.push(url);
      const { status = 200, body } = handler(url);
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

/** An address asked for, as the app wrote it: path and query. */
export const asked = (url: URL) => `${url.pathname}${url.search}`;
