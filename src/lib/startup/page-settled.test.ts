import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_LIMIT_MS, SETTLED_WINDOW_MS, whenPageSettled } from './page-settled';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

/** A PerformanceObserver stand-in: `report.resource()` is a download finishing, and so on. */
function fakeObserver() {
  const report: Record<string, () => void> = {};
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ['longtask', 'resource'];
    private connected = true;
    constructor(private readonly callback: () => void) {}
    observe = ({ type }: { type: string }) => {
      report[type] = () => {
        if (this.connected) this.callback();
      };
    };
    disconnect = () => {
      this.connected = false;
      disconnect();
    };
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report, disconnect };
}

beforeEach(() => {
  vi.useFakeTimers();
  setReadyState('complete');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'readyState');
});

describe('whenPageSettled', () => {
  it('waits for the load event and a short window without downloads or long tasks', () => {
    const { report, disconnect } = fakeObserver();
    setReadyState('loading');
    const done = vi.fn();
    whenPageSettled(done);
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    // The first screen's images still arriving: each finished download starts the window again.
    vi.advanceTimersByTime(SETTLED_WINDOW_MS - 100);
    report.resource!();
    vi.advanceTimersByTime(SETTLED_WINDOW_MS - 100);
    report.longtask!();
    vi.advanceTimersByTime(SETTLED_WINDOW_MS);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('waits for the window at most the limit: a page kept busy still gets its extras', () => {
    const { report } = fakeObserver();
    const done = vi.fn();
    whenPageSettled(done);
    for (let elapsed = 0; elapsed < SETTLED_LIMIT_MS - 100; elapsed += 100) {
      vi.advanceTimersByTime(100);
      report.resource!();
    }
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100 + 1);
    expect(done).toHaveBeenCalledTimes(1);
    // Once settled, a later download starts nothing again.
    report.resource!();
    vi.advanceTimersByTime(SETTLED_WINDOW_MS * 2);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('then waits for an idle period where the browser has one', () => {
    fakeObserver();
    let idle = () => {};
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => {
        idle = callback;
        return 7;
      }),
    );
    const done = vi.fn();
    whenPageSettled(done);
    vi.advanceTimersByTime(SETTLED_WINDOW_MS + 1);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: 1000,
    });
    expect(done).not.toHaveBeenCalled();
    idle();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled at any step', () => {
    setReadyState('loading');
    const early = vi.fn();
    whenPageSettled(early)();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLED_WINDOW_MS * 4);
    expect(early).not.toHaveBeenCalled();

    setReadyState('complete');
    const cancel = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 9),
    );
    vi.stubGlobal('cancelIdleCallback', cancel);
    const late = vi.fn();
    const stop = whenPageSettled(late);
    vi.advanceTimersByTime(SETTLED_WINDOW_MS + 1);
    stop();
    expect(cancel).toHaveBeenCalledWith(9);
  });

  it('waits the window out where the browser reports no entries', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const done = vi.fn();
    whenPageSettled(done);
    vi.advanceTimersByTime(SETTLED_WINDOW_MS + 1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
