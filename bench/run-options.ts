import type { PageLoadTarget } from './pages.ts';
import type { IdbLoadResult, Unavailable } from './results-types.ts';

export const CATALOG_PATH = '/api/catalog/movie/popular?language=en-US&page=1';
/** Home for a reader whose browser is German (held to the same budgets as Home). */
export const GERMAN_HOME: PageLoadTarget = { name: 'Home (Deutsch)', path: '/' };

export interface RunOptions {
  runs: number;
  pageRuns: number;
  ports: readonly number[];
  load: { runs: number; connections: number; durationS: number };
  timeoutMs: number;
  check: boolean;
  log: (message: string) => void;
  measureIdb: () => Promise<IdbLoadResult[] | Unavailable>;
}

/** A movie id and a search word taken from the offline catalogue, or null when it is missing. */
async function catalogueSample(origin: string): Promise<{ id: number; word: string } | null> {
  try {
    const response = await fetch(origin + CATALOG_PATH);
    if (!response.ok) return null;
    const body = (await response.json()) as { results?: { id?: unknown; title?: unknown }[] };
    const first = body.results?.[0];
    if (typeof first?.id !== 'number') return null;
    const word = typeof first.title === 'string' ? (first.title.split(/\s+/)[0] ?? 'the') : 'the';
    return { id: first.id, word };
  } catch {
    return null;
  }
}

/** The pages Lighthouse loads: Home, a title, Search and the music home. */
export async function pageTargets(origin: string): Promise<PageLoadTarget[]> {
  const sample = await catalogueSample(origin);
  return [
    { name: 'Home', path: '/' },
    sample
      ? { name: 'Detail', path: `/#/movie/${sample.id}` }
      : { name: 'Detail', path: '/#/movie/:id', missing: `${CATALOG_PATH} gave no movie id` },
    { name: 'Search', path: `/#/search?q=${encodeURIComponent(sample?.word ?? 'the')}` },
    { name: 'Music home', path: '/#/music' },
  ];
}
