import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findNewEpisodes, notifyNewEpisodes } from './new-episodes';
import { useSettingsStore } from '@/lib/settings';
import { episodeCountsStorage } from '@/lib/settings/episode-counts-storage';
import { storedValue } from '@/test/stored-lists';

const shows = [
  { id: 1, title: 'Breaking Bad' },
  { id: 2, title: 'Dark' },
];
const EPISODE_COUNTS_KEY = episodeCountsStorage.key;
/** What the check stored: `{v: 1, data}`, as every stored value. */
const stored = () => {
  const raw = storedValue(EPISODE_COUNTS_KEY)!;
  expect(raw.v).toBe(1);
  return raw.data;
};

beforeEach(() => localStorage.removeItem(EPISODE_COUNTS_KEY));
afterEach(() => {
  vi.unstubAllGlobals();
  useSettingsStore.getState().actions.reset();
});

describe('Settings → New episodes', () => {
  it('takes a baseline first, then reports only shows with more episodes', async () => {
    const counts: Record<number, number> = { 1: 62, 2: 26 };
    const count = async (id: number) => counts[id]!;
    expect(await findNewEpisodes(shows, count)).toEqual([]);
    expect(stored()).toEqual({ 1: 62, 2: 26 });
    counts[2] = 27;
    expect(await findNewEpisodes(shows, count)).toEqual([{ id: 2, title: 'Dark' }]);
    expect(await findNewEpisodes(shows, count)).toEqual([]);
  });

  it('keeps the old count of a show that cannot be fetched (read from an older build’s bare object)', async () => {
    localStorage.setItem(EPISODE_COUNTS_KEY, JSON.stringify({ 1: 60, 2: 20 }));
    const result = await findNewEpisodes(shows, async (id) => {
      if (id === 1) throw new Error('offline');
      return 20;
    });
    expect(result).toEqual([]);
    expect(stored()).toEqual({ 1: 60, 2: 20 });
  });

  it('sends a system notification only with Notifications on and permission granted', () => {
    const sent: { title: string; body?: string }[] = [];
    class FakeNotification {
      static permission = 'granted';
      constructor(title: string, options?: NotificationOptions) {
        sent.push({ title, body: options?.body });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    expect(notifyNewEpisodes(shows)).toBe(false); // Notifications off (the default)
    useSettingsStore.getState().actions.update({ notifications: true });
    expect(notifyNewEpisodes(shows)).toBe(true);
    expect(sent).toEqual([{ title: 'New episodes on Reelbeat', body: 'Breaking Bad and Dark' }]);
    FakeNotification.permission = 'denied';
    expect(notifyNewEpisodes(shows)).toBe(false);
    expect(sent).toHaveLength(1);
  });
});
