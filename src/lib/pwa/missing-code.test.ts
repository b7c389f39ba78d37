import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MIN_RELOAD_GAP_MS,
  NAVIGATION_WINDOW_MS,
  PRELOAD_ERROR_EVENT,
  RELOADED_AT_KEY,
  reloadOnMissingCode,
} from './missing-code';
import { PART_FAILED_EVENT } from '../startup/lazy-part';

/** A window with what the handler uses: events, the clock, session storage, reload. */
function fakeWindow({ online = true, storage = true, navigationApi = false } = {}) {
  const target = new EventTarget();
  const navigation = new EventTarget();
  const stored = new Map<string, string>();
  const reload = vi.fn();
  const win = Object.assign(target, {
    navigator: { onLine: online },
    performance: { now: () => Date.now() },
    sessionStorage: {
      getItem: (key: string) => {
        if (!storage) throw new DOMException('denied', 'SecurityError');
        return stored.get(key) ?? null;
      },
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    location: { reload },
    ...(navigationApi ? { navigation } : {}),
  }) as unknown as Window;
  const fail = () => win.dispatchEvent(new Event(PRELOAD_ERROR_EVENT));
  const navigate = () =>
    navigationApi
      ? navigation.dispatchEvent(new Event('currententrychange'))
      : win.dispatchEvent(new Event('hashchange'));
  return { win, reload, stored, fail, navigate };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('reloadOnMissingCode', () => {
  it('reloads at once when a navigation’s own page fails to load', () => {
    const { win, reload, fail, navigate } = fakeWindow();
    reloadOnMissingCode(win);
    navigate();
    vi.advanceTimersByTime(NAVIGATION_WINDOW_MS - 100);
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hears the router’s own moves through the Navigation API where there is one', () => {
    const { win, reload, fail, navigate } = fakeWindow({ navigationApi: true });
    reloadOnMissingCode(win);
    // A hash change alone is not listened to then: the Navigation API reports it too.
    win.dispatchEvent(new Event('hashchange'));
    fail();
    expect(reload).not.toHaveBeenCalled();
    navigate();
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('counts Back and Forward as navigations without the Navigation API', () => {
    const { win, reload, fail } = fakeWindow();
    reloadOnMissingCode(win);
    win.dispatchEvent(new Event('popstate'));
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a failure away from a navigation alone (code fetched ahead while pointing)', () => {
    const { win, reload, fail, navigate } = fakeWindow();
    reloadOnMissingCode(win);
    fail();
    navigate();
    vi.advanceTimersByTime(NAVIGATION_WINDOW_MS + 100);
    fail();
    expect(reload).not.toHaveBeenCalled();
    // Following the link fetches its code again; that failure is the navigation's.
    navigate();
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing while code loads', () => {
    const { win, reload, navigate } = fakeWindow();
    reloadOnMissingCode(win);
    navigate();
    navigate();
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads offline', () => {
    const { win, reload, fail, navigate } = fakeWindow({ online: false });
    reloadOnMissingCode(win);
    navigate();
    fail();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads at most once in 30 seconds, so a file that is really missing cannot loop', () => {
    const { win, reload, stored, fail, navigate } = fakeWindow();
    // The reload a moment ago, as the tab's session storage remembers it across the reload.
    stored.set(RELOADED_AT_KEY, String(Date.now() - 1_000));
    reloadOnMissingCode(win);
    navigate();
    fail();
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MIN_RELOAD_GAP_MS);
    navigate();
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(stored.get(RELOADED_AT_KEY)).toBe(String(Date.now()));
  });

  it('reloads when a part on screen fails to load, whenever that is, once in 30 seconds', () => {
    const { win, reload, stored } = fakeWindow();
    reloadOnMissingCode(win);
    vi.advanceTimersByTime(NAVIGATION_WINDOW_MS * 10);
    win.dispatchEvent(new Event(PART_FAILED_EVENT));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(stored.get(RELOADED_AT_KEY)).toBe(String(Date.now()));
    win.dispatchEvent(new Event(PART_FAILED_EVENT));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload without session storage to guard against a loop', () => {
    const { win, reload, fail, navigate } = fakeWindow({ storage: false });
    reloadOnMissingCode(win);
    navigate();
    fail();
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening when removed', () => {
    const { win, reload, fail, navigate } = fakeWindow();
    const remove = reloadOnMissingCode(win);
    remove();
    navigate();
    fail();
    win.dispatchEvent(new Event(PART_FAILED_EVENT));
    expect(reload).not.toHaveBeenCalled();
  });
});
