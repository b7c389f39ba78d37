import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './components/offline-notice';
import {
  OFFLINE_GRACE_MS,
  useOfflineWithoutData,
  type QueryFacts,
} from './use-offline-without-data';
import { setOnline } from '@/test/network';

afterEach(() => {
  act(() => setOnline(true));
  vi.useRealTimers();
});

describe('OfflineNotice', () => {
  it('says the page is offline, with Retry', async () => {
    const retry = vi.fn();
    render(<OfflineNotice onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1, name: "You're offline" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

const query = (facts: Partial<QueryFacts>): QueryFacts => ({
  data: undefined,
  isError: false,
  fetchStatus: 'idle',
  ...facts,
});

describe('useOfflineWithoutData', () => {
  it('is never true online, whatever the queries say', () => {
    const { result } = renderHook(() => useOfflineWithoutData(query({ isError: true })));
    expect(result.current).toBe(false);
  });

  it('offline, is true for a failed or paused query with nothing to show', () => {
    act(() => setOnline(false));
    const failed = renderHook(() => useOfflineWithoutData(query({ isError: true })));
    expect(failed.result.current).toBe(true);
    const paused = renderHook(() => useOfflineWithoutData(query({ fetchStatus: 'paused' })));
    expect(paused.result.current).toBe(true);
  });

  it('offline, a saved copy wins: any query with data means the page shows it', () => {
    act(() => setOnline(false));
    const { result } = renderHook(() =>
      useOfflineWithoutData(query({ isError: true }), query({ data: ['kept'] })),
    );
    expect(result.current).toBe(false);
  });

  it('offline, waits a moment for the worker’s copy before saying so', () => {
    vi.useFakeTimers();
    act(() => setOnline(false));
    const { result } = renderHook(() => useOfflineWithoutData(query({ fetchStatus: 'fetching' })));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(OFFLINE_GRACE_MS));
    expect(result.current).toBe(true);
  });
});
