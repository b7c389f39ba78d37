/**
 * One `MediaQueryList` per query for every reader: `matchMedia` parses its query and builds a
 * new list at each call (which the browser then tracks until it is collected), and a grid's
 * cards read theirs as each card mounts, hundreds over a scroll. Keyed by the function too, so
 * a `matchMedia` that is replaced (as tests do) gets lists of its own. Null where there is no
 * `matchMedia`.
 */
let source: typeof window.matchMedia | null = null;
const lists = new Map<string, MediaQueryList>();

export function mediaList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (source !== window.matchMedia) {
    source = window.matchMedia;
    lists.clear();
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}
