import type { AheadModule, FirstScreen, PrefetchModule } from '@/lib/startup';
import { PAGES, matchPage, pageModules, pageForPath, type PageName } from '../page-routes';

type Loads<T> = Partial<Record<PageName, () => Promise<T>>>;

const firstScreens = PAGES.map((page): [PageName, FirstScreen | undefined] => [
  page.name,
  'firstScreen' in page ? page.firstScreen : undefined,
]);

/**
 * The requests that pages whose first screen waits on data can start before their own code has
 * loaded: each module's `prefetch` fills the cache entries the page's hooks then read.
 */
export const pageData: Loads<PrefetchModule> = Object.fromEntries(
  firstScreens.flatMap(([name, first]) => (first?.prefetch ? [[name, first.prefetch]] : [])),
);

/**
 * The calls a page's first screen waits on, started by a module of a few hundred bytes while
 * the data layer (client, schemas, query cache) is still loading (lib/startup/ahead.ts).
 */
export const pageAhead: Loads<AheadModule> = Object.fromEntries(
  firstScreens.flatMap(([name, first]) => (first?.ahead ? [[name, first.ahead]] : [])),
);

/** Starts loading a page's chunk ahead of navigation; failures surface on the real visit. */
export function preloadRoute(path: string) {
  const name = pageForPath(path);
  if (name) void pageModules[name]().catch(() => undefined);
}

/**
 * Starts the requests of the page at `location` (a path with its query, on the first load), so
 * they travel while the page's code downloads instead of after it. A failure is left to the page,
 * which asks again.
 */
export function prefetchPageData(location: string): Promise<void> {
  const [path = '/', query = ''] = location.split('?', 2);
  const match = matchPage(path);
  const load = match && pageData[match.page];
  if (!match || !load) return Promise.resolve();
  const search = new URLSearchParams(query);
  // Nothing is lost when these cannot start: the data layer then asks for itself.
  const ahead = pageAhead[match.page]?.()
    .then(({ requestPageAhead }) => requestPageAhead(match, search))
    .catch(() => undefined);
  // The data layer waits for the calls ahead to have started, even when its own files arrive
  // first (all are preloaded on a first visit): asking first, it took index.html's preloaded
  // answer and the module ahead then asked the server again.
  return Promise.all([load(), import('../query-provider'), ahead]).then(
    ([{ prefetch }, { queryClient }]) => prefetch(queryClient, match, search),
    () => undefined,
  );
}
