import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceUpdate, resetUpdateStore, setUpdateChecker } from '@/lib/pwa/update.store';
import { UPDATE_CHECK_INTERVAL_MS } from '../update-check';
import { UpdateCheck } from './update-notice';

afterEach(() => vi.useRealTimers());

describe('UpdateCheck', () => {
  it('says a new version is ready, with Reload, once a check finds one', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => check.mock.calls.length > 1);
    render(<UpdateCheck check={check} />);
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Reelbeat is ready');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(2);
  });
});

describe('UpdateCheck with the service worker', () => {
  afterEach(() => {
    resetUpdateStore();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('shows the notice when a new worker is waiting, without polling, and Reload applies it', async () => {
    const check = vi.fn(async () => false);
    render(<UpdateCheck check={check} poll={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    const apply = vi.fn();
    act(() => announceUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Reelbeat is ready');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(check).not.toHaveBeenCalled();
  });

  it('asks the worker, not index.html, when one is registered', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => true);
    const update = vi.fn(async () => undefined);
    setUpdateChecker(update);
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: {} },
      configurable: true,
    });
    render(<UpdateCheck check={check} />);
    await act(() => vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS));
    expect(update).toHaveBeenCalledTimes(1);
    expect(check).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
