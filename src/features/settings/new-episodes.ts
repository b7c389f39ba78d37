import { i18n, t } from '@/lib/i18n';
import { getSettings } from '@/lib/settings';
import { episodeCountsStorage, saveEpisodeCounts } from '@/lib/settings/episode-counts-storage';

/** "A, B and C" in the interface language. */
export const formatTitles = (titles: readonly string[]) =>
  new Intl.ListFormat(i18n.locale || 'en', { type: 'conjunction' }).format(titles);

/** A show in My Library, as the check needs it. */
export interface FollowedShow {
  id: number;
  title: string;
}

/**
 * Settings → New episodes: counts each followed show's episodes and returns those with more
 * than at the last check. A show seen for the first time only sets its baseline; a show whose
 * count cannot be fetched keeps its old one.
 */
export async function findNewEpisodes(
  shows: readonly FollowedShow[],
  countEpisodes: (id: number) => Promise<number | null>,
): Promise<FollowedShow[]> {
  const before = episodeCountsStorage.read();
  const counts = await Promise.all(shows.map((s) => countEpisodes(s.id).catch(() => null)));
  const after: Record<string, number> = {};
  const fresh: FollowedShow[] = [];
  shows.forEach((show, i) => {
    const key = String(show.id);
    const now = counts[i];
    const then = before[key];
    if (now === null || now === undefined) {
      if (then !== undefined) after[key] = then;
      return;
    }
    after[key] = now;
    if (then !== undefined && now > then) fresh.push(show);
  });
  // Storage full or blocked: the next check compares against the older counts (and the storage
  // notice says so). Shows no longer followed lose their count.
  saveEpisodeCounts(
    after,
    Object.keys(before).filter((key) => !(key in after)),
  );
  return fresh;
}

/** Settings → Notifications: a system notification too, only with the browser's permission. */
export function notifyNewEpisodes(shows: readonly FollowedShow[]): boolean {
  if (shows.length === 0 || !getSettings().notifications) return false;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  new Notification(t('settings.newEpisodes.notificationTitle'), {
    body: formatTitles(shows.map((s) => s.title)),
    tag: 'reelbeat-new-episodes',
  });
  return true;
}
