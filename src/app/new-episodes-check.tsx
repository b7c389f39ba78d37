import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { mediaDetailsQueryOptions } from '@/lib/catalog';
import { useLibraryStore } from '@/lib/storage/video-lists';
import {
  NewEpisodesNotice,
  findNewEpisodes,
  notifyNewEpisodes,
  type FollowedShow,
} from '../features/settings';
import { useSetting } from '@/lib/settings';
import { getCatalogPreferences } from '../lib/tmdb/preferences';

/** Episodes a show has aired, seasons after 0 (specials do not count as new episodes). */
async function countEpisodes(client: QueryClient, id: number): Promise<number> {
  const details = await client.fetchQuery(
    mediaDetailsQueryOptions(getCatalogPreferences(), 'tv', id),
  );
  return details.seasons
    .filter((s) => s.seasonNumber > 0)
    .reduce((sum, s) => sum + s.episodeCount, 0);
}

/**
 * Settings → New episodes: once per start (and when switched on), after the first screen has
 * settled, compares the series in My Library with the last check and says which have new
 * episodes: in the app, and through a system notification when Notifications allow it.
 */
export function NewEpisodesCheck({ delayMs = 1500 }: { delayMs?: number }) {
  const enabled = useSetting('newEpisodes');
  const [found, setFound] = useState<FollowedShow[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      const shows = useLibraryStore
        .getState()
        .entries.filter((e) => e.type === 'tv')
        .map((e) => ({ id: e.id, title: e.title }));
      if (shows.length === 0) return;
      // The layout sits outside the query provider (loaded with the first page), so the
      // shared client is reached the way route prefetching reaches it.
      void import('./query-provider')
        .then(({ queryClient }) => findNewEpisodes(shows, (id) => countEpisodes(queryClient, id)))
        .then((fresh) => {
          if (cancelled || fresh.length === 0) return;
          setFound(fresh);
          notifyNewEpisodes(fresh);
        })
        .catch(() => undefined);
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, delayMs]);
  return found.length > 0 ? (
    <NewEpisodesNotice shows={found} onDismiss={() => setFound([])} />
  ) : null;
}
