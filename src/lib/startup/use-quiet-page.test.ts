import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NETWORK_QUIET_LIMIT_MS,
  QUIET_WINDOW_MS,
  prefersLessData,
  useQuietPage,
  whenPageIdle,
} from './use-quiet-page';

function setConnection(value: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  setConnection(undefined);
  setHidden(false);
  setReadyState('complete');
});

afterEach(() => {
  vi.useRealTimers();
  setConnection(undefined);
  setHidden(false);
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(document, 'hidden');
});

describe('prefersLessData', () => {
  it('is true when the visitor saves data or is on 2g/3g, false otherwise', () => {
    expect(prefersLessData()).toBe(false);
    setConnection({ saveData: true, effectiveType: '4g' });
    expect(prefersLessData()).toBe(true);
    for (const type of ['slow-2g', '2g', '3g']) {
      setConnection({ saveData: false, effectiveType: type });
      expect(prefersLessData()).toBe(true);
    }
    setConnection({ saveData: false, effectiveType: '4g' });
    expect(prefersLessData()).toBe(false);
  });
});

describe('whenPageIdle', () => {
  it('waits for the load event, then an idle period', () => {
    setReadyState('loading');
    const done = vi.fn();
    whenPageIdle(done);
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(QUIET_WINDOW_MS);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits for a window without long tasks: each long task starts the window again', () => {
    let report = () => {};
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ['longtask'];
      constructor(callback: () => void) {
        report = callback;
      }
      observe = vi.fn();
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const done = vi.fn();
    whenPageIdle(done);
    vi.advanceTimersByTime(QUIET_WINDOW_MS - 100);
    report();
    vi.advanceTimersByTime(QUIET_WINDOW_MS - 100);
    report();
    vi.advanceTimersByTime(QUIET_WINDOW_MS);
    expect(done).not.toHaveBeenCalled();
    expect(disconnect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('waits for a window without downloads too, for at most the network limit', () => {
    const reports: Record<string, () => void> = {};
    class FakeObserver {
      static supportedEntryTypes = ['longtask', 'resource'];
      constructor(private readonly callback: () => void) {}
      observe = ({ type }: { type: string }) => {
        reports[type] = this.callback;
      };
      disconnect = vi.fn();
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const done = vi.fn();
    whenPageIdle(done);
    const later = (ms: number) => {
      now += ms;
      vi.advanceTimersByTime(ms);
    };
    later(QUIET_WINDOW_MS - 100);
    reports.resource!();
    later(QUIET_WINDOW_MS - 100);
    expect(done).not.toHaveBeenCalled();
    // Past the limit a download no longer holds the trailer back; a long task still does.
    now = NETWORK_QUIET_LIMIT_MS;
    reports.resource!();
    later(100 + 1);
    expect(done).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("waits for a first visit's service worker to finish installing, at most the limit", async () => {
    const worker = Object.assign(new EventTarget(), { state: 'installing' });
    const serviceWorker = {
      ready: new Promise(() => {}),
      getRegistration: () => Promise.resolve({ installing: worker }),
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    try {
      const done = vi.fn();
      whenPageIdle(done);
      await vi.advanceTimersByTimeAsync(QUIET_WINDOW_MS + 1000);
      expect(done).not.toHaveBeenCalled();
      worker.state = 'installed';
      worker.dispatchEvent(new Event('statechange'));
      // The install's downloads are over: the connection gets a quiet window of its own.
      await vi.advanceTimersByTimeAsync(QUIET_WINDOW_MS);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalledTimes(1);

      const late = vi.fn();
      worker.state = 'installing';
      whenPageIdle(late);
      await vi.advanceTimersByTimeAsync(QUIET_WINDOW_MS + NETWORK_QUIET_LIMIT_MS - 1);
      expect(late).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(QUIET_WINDOW_MS + 2);
      expect(late).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('starts the window again when the service worker becomes ready during it', async () => {
    let ready = () => {};
    const serviceWorker = {
      ready: new Promise<void>((resolve) => (ready = resolve)),
      getRegistration: () => Promise.resolve(undefined),
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    try {
      const done = vi.fn();
      whenPageIdle(done);
      await vi.advanceTimersByTimeAsync(QUIET_WINDOW_MS - 100);
      ready();
      await vi.advanceTimersByTimeAsync(QUIET_WINDOW_MS);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('uses requestIdleCallback where the browser has it, and cancels it', () => {
    const cancel = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', cancel);
    const stop = whenPageIdle(() => undefined);
    vi.advanceTimersByTime(QUIET_WINDOW_MS);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: 5000,
    });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
    vi.unstubAllGlobals();
  });
});

describe('useQuietPage', () => {
  it('turns true once the loaded page is idle and the tab visible', () => {
    const { result } = renderHook(() => useQuietPage());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(QUIET_WINDOW_MS + 1));
    expect(result.current).toBe(true);
  });

  it('is false while the tab is hidden, and true again when it shows', () => {
    setHidden(true);
    const { result } = renderHook(() => useQuietPage());
    act(() => vi.advanceTimersByTime(QUIET_WINDOW_MS + 1));
    expect(result.current).toBe(false);
    act(() => setHidden(false));
    expect(result.current).toBe(true);
    act(() => setHidden(true));
    expect(result.current).toBe(false);
  });

  it('stays false when the connection asks to save data, and follows its changes', () => {
    const listeners: Array<() => void> = [];
    const info = {
      saveData: true,
      effectiveType: '4g',
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    };
    setConnection(info);
    const { result } = renderHook(() => useQuietPage());
    act(() => vi.advanceTimersByTime(QUIET_WINDOW_MS + 1));
    expect(result.current).toBe(false);
    info.saveData = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(result.current).toBe(true);
  });
});
