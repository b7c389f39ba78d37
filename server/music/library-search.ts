import type { Library, LibraryTrack } from './library-types.ts';

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Songs for a query, best first: a query that names a mood or chart tag ("Pop Hits",
 * "Trending") returns exactly those songs; otherwise every song whose title, artist or album
 * contains all query words, ranked by where the words matched and then by popularity.
 */
export function searchTracks(library: Library, query: string): LibraryTrack[] {
  const q = normalise(query);
  if (!q) return [];
  const tagged = library.tracks.filter((t) => t.tags.some((tag) => normalise(tag) === q));
  if (tagged.length) return tagged;

  const words = q.split(' ');
  const scored = library.tracks.flatMap((track) => {
    const name = normalise(track.name);
    const artists = normalise(
      track.artistIds.map((id) => library.artistById.get(id)?.name ?? '').join(' '),
    );
    const album = normalise(library.albumById.get(track.albumId)?.name ?? '');
    const tags = normalise(track.tags.join(' '));
    const haystack = `${name} ${artists} ${album} ${tags}`;
    if (!words.every((w) => haystack.includes(w))) return [];
    const score = name.includes(q) ? 3 : artists.includes(q) ? 2 : album.includes(q) ? 1 : 0;
    return [{ track, score }];
  });
  return scored
    .sort((a, b) => b.score - a.score || b.track.playCount - a.track.playCount)
    .map((s) => s.track);
}

export function searchByName<T extends { name: string }>(items: T[], query: string): T[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (!words.length) return [];
  return items.filter((item) => words.every((w) => normalise(item.name).includes(w)));
}

export function paginate<T>(items: T[], page: number, limit: number) {
  const start = page * limit;
  return { total: items.length, start, results: items.slice(start, start + limit) };
}
