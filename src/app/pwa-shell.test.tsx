import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIdle } from '@/test/idle-stub';
import PwaShell, { OFFLINE_COPY_QUIET_MS } from './pwa-shell';

const register = vi.hoisted(() => vi.fn(() => Promise.resolve(undefined)));
vi.mock('@/lib/pwa/register-sw', () => ({
  registerServiceWorker: register,
  wantsServiceWorker: () => true,
}));

afterEach(() => {
  // Unmounted while the idle stub is still in place: unmounting cancels the idle wait.
  cleanup();
  register.mockClear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const press = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));

describe('PwaShell: the first visit’s offline copy', () => {
  it('is made at the first idle moment of a page left alone', () => {
    const idle = stubIdle();
    render(<PwaShell />);
    expect(register).not.toHaveBeenCalled();
    act(idle);
    expect(register).toHaveBeenCalledOnce();
  });

  it('waits for a pause in a run of key presses, so the download does not share their cores', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const idle = stubIdle();
    render(<PwaShell />);
    // A remote's presses along a row, every quarter of a second for two seconds.
    for (let i = 0; i < 8; i += 1) {
      press();
      vi.advanceTimersByTime(250);
      act(idle);
    }
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OFFLINE_COPY_QUIET_MS);
    act(idle);
    expect(register).toHaveBeenCalledOnce();
  });

  it('is not started by a shell that leaves before the pause', () => {
    const idle = stubIdle();
    render(<PwaShell />).unmount();
    act(idle);
    expect(register).not.toHaveBeenCalled();
  });
});
