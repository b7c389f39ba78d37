import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
