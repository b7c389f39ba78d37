import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageActivity } from '@/lib/pages';
import type { ReelbeatBridge } from '../../lib/platform/bridge';
import {
  createPresence,
  PRESENCE_THROTTLE_MS,
  reportActivity,
  setActivePresence,
} from './presence';

function fakeBridge() {
  const set = vi.fn<ReelbeatBridge['presence']['set']>().mockResolvedValue(undefined);
  const clear = vi.fn<ReelbeatBridge['presence']['clear']>().mockResolvedValue(undefined);
  const bridge = {
    window: {
      minimize: vi.fn(),
      maximize: vi.fn(),
      close: vi.fn(),
      isMaximized: vi.fn().mockResolvedValue(false),
      onMaximizedChange: vi.fn(() => () => {}),
    },
    presence: { set, clear },
  } satisfies ReelbeatBridge;
  return { bridge, set, clear };
}

const details = (call: unknown[]) => (call[0] as { details: string; state?: string }).details;

let incognito = false;
beforeEach(() => {
  vi.useFakeTimers();
  incognito = false;
});
afterEach(() => {
  vi.useRealTimers();
  setActivePresence(null);
});

/**
 * What the pages' records say presence shows on the paths these tests visit (src/app's
 * pages.test.tsx checks the records themselves).
 */
function activityOf(path: string): PageActivity | undefined {
  if (/^\/(watch|player)\//.test(path)) return { kind: 'watching' };
  if (/^\/movie\/\d+$/.test(path)) return { kind: 'details' };
  const named: Record<string, PageActivity> = {
    '/': { state: 'desktop.page.home' },
    '/search': { kind: 'searching' },
    '/trending': { state: 'desktop.page.trending' },
    '/settings': { state: 'desktop.page.settings' },
    '/music': { state: 'desktop.page.music' },
  };
  return named[path];
}

const setup = () => {
  const fake = fakeBridge();
  const presence = createPresence({
    bridge: fake.bridge,
    isIncognito: () => incognito,
    activityOf,
  });
  return { ...fake, presence };
};

describe('presence', () => {
  it('sends nothing until the first route is known, then the route activity', () => {
    const { presence, set } = setup();
    presence.setMusic({ song: null, isPlaying: false });
    expect(set).not.toHaveBeenCalled();
    presence.setRoute('/trending');
    expect(set).toHaveBeenCalledWith(
      expect.objectContaining({ details: 'Browsing', state: 'Trending Now' }),
    );
  });

  it.each([
    ['/search', 'Searching'],
    ['/movie/603', 'Viewing details'],
    ['/watch/tv/1399/1/2', 'Watching'],
    ['/player/anime/31/1/1', 'Watching'],
    ['/settings', 'Browsing'],
  ])('maps %s to %s', (path, expected) => {
    const { presence, set } = setup();
    presence.setRoute(path);
    expect(details(set.mock.calls[0]!)).toBe(expected);
  });

  it('sends at most one update per 15 s and the last state eventually', () => {
    const { presence, set } = setup();
    presence.setRoute('/');
    presence.setRoute('/search');
    presence.setRoute('/movie/1');
    presence.setRoute('/trending');
    expect(set).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS - 1);
    expect(set).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(set).toHaveBeenCalledTimes(2);
    expect(set.mock.calls[1]![0]).toMatchObject({ details: 'Browsing', state: 'Trending Now' });
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS * 3);
    expect(set).toHaveBeenCalledTimes(2);
  });

  it('does not resend an unchanged activity', () => {
    const { presence, set } = setup();
    presence.setRoute('/search');
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS);
    presence.setRoute('/search');
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS);
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('shows the reported title and episode while watching', () => {
    const { presence, set } = setup();
    setActivePresence(presence);
    window.location.hash = '#/watch/tv/1399/1/2';
    presence.setRoute('/watch/tv/1399/1/2');
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS);
    reportActivity({ kind: 'watching', title: 'The Show', season: 1, episode: 2 });
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS);
    expect(set.mock.lastCall![0]).toMatchObject({
      details: 'Watching',
      state: 'The Show · S1E2',
      startedAt: expect.any(Number),
    });
  });

  it('forgets a reported title once the route changes', () => {
    const { presence, set } = setup();
    presence.setRoute('/movie/9');
    presence.report({ kind: 'details', title: 'A Film' }, '/movie/9');
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS);
    expect(set.mock.lastCall![0]).toMatchObject({ details: 'Viewing details', state: 'A Film' });
    presence.setRoute('/movie/10');
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS);
    expect(set.mock.lastCall![0]).toMatchObject({ details: 'Viewing details' });
    expect(set.mock.lastCall![0].state).toBeUndefined();
  });

  it("reads 'Listening to' and 'Paused:' for the current song", () => {
    const { presence, set } = setup();
    presence.setRoute('/music');
    presence.setMusic({ song: 'Blue Sky', isPlaying: true });
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS);
    expect(details(set.mock.lastCall!)).toBe('Listening to Blue Sky');
    presence.setMusic({ song: 'Blue Sky', isPlaying: false });
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS);
    expect(details(set.mock.lastCall!)).toBe('Paused: Blue Sky');
  });

  it('lets watching video win over music', () => {
    const { presence, set } = setup();
    presence.setMusic({ song: 'Blue Sky', isPlaying: true });
    presence.setRoute('/watch/movie/1');
    expect(details(set.mock.lastCall!)).toBe('Watching');
  });

  it('sends nothing in incognito mode and withdraws the status when it is turned on', () => {
    const { presence, set, clear } = setup();
    incognito = true;
    presence.setRoute('/search');
    presence.setMusic({ song: 'Blue Sky', isPlaying: true });
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS * 2);
    expect(set).not.toHaveBeenCalled();

    incognito = false;
    presence.incognitoChanged();
    expect(set).toHaveBeenCalledTimes(1);
    presence.setRoute('/movie/1');
    incognito = true;
    presence.incognitoChanged();
    vi.advanceTimersByTime(PRESENCE_THROTTLE_MS * 2);
    expect(set).toHaveBeenCalledTimes(1);
    expect(clear).toHaveBeenCalledOnce();
  });

  it('logs failures as warnings and keeps going', async () => {
    const { presence, set } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    set.mockRejectedValueOnce(new Error('no client'));
    presence.setRoute('/');
    await vi.runAllTimersAsync();
    expect(warn).toHaveBeenCalledWith('[reelbeat] presence update failed:', expect.any(Error));
    set.mockImplementationOnce(() => {
      throw new Error('sync failure');
    });
    presence.setRoute('/search');
    await vi.advanceTimersByTimeAsync(PRESENCE_THROTTLE_MS);
    presence.setRoute('/trending');
    await vi.advanceTimersByTimeAsync(PRESENCE_THROTTLE_MS);
    expect(set).toHaveBeenCalledTimes(3);
  });

  it('does nothing when reportActivity is called outside the shell', () => {
    expect(() => reportActivity({ kind: 'details', title: 'X' })).not.toThrow();
  });
});
