import type { Catalog, Title } from './catalog.ts';
import type { Person } from './people.ts';
import { fold } from './util.ts';

export type SearchHit = Title | { person: Person; knownFor: Title[] };

/**
 * Case- and accent-insensitive search over titles (and directors, as the service returns people
 * too): every query word must appear; exact, then prefix, then word-start matches rank first.
 */
export function searchCatalog(catalog: Catalog, query: string): SearchHit[] {
  const q = fold(query);
  if (!q) return [];
  const words = q.split(' ');
  const rank = (key: string) =>
    key === q ? 0 : key.startsWith(q) ? 1 : ` ${key}`.includes(` ${q}`) ? 2 : 3;
  const matches = (key: string) => words.every((w) => key.includes(w));
  const titles: { t: Title; r: number }[] = [];
  for (const t of catalog.titles.values()) {
    if (matches(t.key)) titles.push({ t, r: rank(t.key) });
  }
  titles.sort((a, b) => a.r - b.r || b.t.popularity - a.t.popularity || a.t.id - b.t.id);
  const people: SearchHit[] = catalog.directors
    .filter((d) => matches(d.key))
    .map((d) => ({ person: d.person, knownFor: d.knownFor }));
  return [...titles.map((x) => x.t), ...people];
}
