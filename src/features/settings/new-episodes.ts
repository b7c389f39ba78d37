import { z } from 'zod/mini';
import { i18n, t } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage';
import { getSettings } from './settings.store';

/** "A, B and C" in the interface language. */
export const formatTitles = (titles: readonly string[]) =>
  new Intl.ListFormat(i18n.locale || 'en', { type: 'conjunction' }).format(titles);

/** A show in My Library, as the check needs it. */
export interface FollowedShow {
  id: number;
  title: string;
}

/**
 * How many episodes each followed show had at the last check. Its own key (not part of the
 * backup): losing it only means the next check takes a fresh baseline.
 */
export const EPISODE_COUNTS_KEY = STORAGE_KEYS.episodeCounts;
const countsSchema = z.record(z.string(), z.number());

function readCounts(storage: Storage): Record<string, number> {
  try {
    const parsed = countsSchema.safeParse(JSON.parse(storage.getItem(EPISODE_COUNTS_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * Settings → New episodes: counts each followed show's episodes and returns those with more
 * than at the last check. A show seen for the first time only sets its baseline; a show whose
 * count cannot be fetched keeps its old one.
 */
export async function findNewEpisodes(
  shows: readonly FollowedShow[],
  countEpisodes: (id: number) => Promise<number | null>,
  storage: Storage = localStorage,
): Promise<FollowedShow[]> {
  const before = readCounts(storage);
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
  try {
    storage.setItem(EPISODE_COUNTS_KEY, JSON.stringify(after));
  } catch {
    // Storage full or blocked: the next check compares against the older counts.
  }
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
