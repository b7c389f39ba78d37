import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_WINDOW_MS } from '@/lib/startup/use-quiet-page';
import { stubIdle } from '@/test/idle-stub';
import PwaShell, { OFFLINE_COPY_LATEST_MS, OFFLINE_COPY_QUIET_MS } from './pwa-shell';

const register = vi.hoisted(() => vi.fn(() => Promise.resolve(undefined)));
vi.mock('@/lib/pwa/register-sw', () => ({
  registerServiceWorker: register,
  wantsServiceWorker: () => true,
}));

let idle = () => {};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  idle = stubIdle();
});
afterEach(() => {
  // Unmounted while the stubs are still in place: unmounting cancels the waits.
  cleanup();
  register.mockClear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const press = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
/** Time passing on a page with idle moments in it. */
const pass = (ms: number) => {
  vi.advanceTimersByTime(ms);
  act(idle);
  act(idle);
};

describe('PwaShell: the first visit’s offline copy', () => {
  it('is made once the page has settled, at an idle moment of a page left alone', () => {
    render(<PwaShell />);
    act(idle);
    expect(register).not.toHaveBeenCalled();
    pass(QUIET_WINDOW_MS - 1);
    expect(register).not.toHaveBeenCalled();
    pass(1);
    expect(register).toHaveBeenCalledOnce();
  });

  it('waits for a pause in a run of key presses, so the download does not share their cores', () => {
    render(<PwaShell />);
    // A remote's presses along a row, every quarter of a second for four seconds.
    for (let i = 0; i < 16; i += 1) {
      press();
      pass(250);
    }
    expect(register).not.toHaveBeenCalled();
    pass(OFFLINE_COPY_QUIET_MS);
    expect(register).toHaveBeenCalledOnce();
  });

  it('is made once, however late the page settles', () => {
    render(<PwaShell />);
    vi.advanceTimersByTime(OFFLINE_COPY_LATEST_MS);
    act(idle);
    act(idle);
    pass(QUIET_WINDOW_MS);
    expect(register).toHaveBeenCalledOnce();
  });

  it('is not started by a shell that leaves before then', () => {
    render(<PwaShell />).unmount();
    pass(OFFLINE_COPY_LATEST_MS);
    expect(register).not.toHaveBeenCalled();
  });
});
