import type { QueryClient } from '@tanstack/react-query';

/** The page a location shows, with the path and its parameters (`/movie/603` → `{ id: '603' }`). */
export interface PageMatch {
  page: string;
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
}

/** Where the server's services answer, as index.html's preloads must name them. */
export interface ServiceBases {
  music: string;
}

/**
 * A page's "ahead" module: a few hundred bytes that start its first screen's calls with the
 * browser's own `fetch` while the data layer is still loading (lib/startup/ahead.ts).
 */
export interface AheadModule {
  requestPageAhead(match: PageMatch, search: URLSearchParams): void;
  /**
   * Of those calls, the ones whose address is fixed (no stored language or region in it): the
   * build reads them and index.html starts them on a first visit, before `main.js` has run.
   */
  fixedCalls?(bases: ServiceBases): string[];
}

/** A page's data module: fills the cache entries its hooks then read, beside the page's code. */
export interface PrefetchModule {
  prefetch(client: QueryClient, match: PageMatch, search: URLSearchParams): void | Promise<void>;
}

/**
 * What a page's first screen needs before its own code has run. The start-up module decides
 * when each starts (src/app/startup); the build lists their files for index.html, which fetches
 * them on a first visit while `main.js` downloads (scripts/build/page-files-plugin.ts).
 */
export interface FirstScreen {
  /** Its first calls, started before the data layer. */
  ahead?: () => Promise<AheadModule>;
  /** Its first data, asked for as soon as the data layer is up. */
  prefetch?: () => Promise<PrefetchModule>;
  /**
   * Code the shell itself loads as the page first renders, beside the page's (the music pages'
   * player bar opens the stored collection): listed so that it downloads beside `main.js` too.
   */
  shell?: readonly (() => Promise<unknown>)[];
}
