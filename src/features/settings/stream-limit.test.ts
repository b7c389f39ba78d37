import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { playersAhead, useStreamSlot } from './stream-limit';
import { useSettingsStore } from '@/lib/settings';

afterEach(() => useSettingsStore.getState().actions.reset());

describe('max concurrent streams', () => {
  it('counts the live players that started earlier, ignoring silent ones', () => {
    const now = 100_000;
    const peers = new Map([
      ['a', { since: 1, heardAt: now - 1000 }],
      ['b', { since: 5, heardAt: now - 60_000 }], // its tab died without a goodbye
      ['z', { since: 50, heardAt: now }], // started later
    ]);
    expect(playersAhead({ id: 'm', since: 10 }, peers, now)).toBe(1);
  });

  it('holds back a player beyond the limit until an earlier one closes', async () => {
    useSettingsStore.getState().actions.update({ maxConcurrentStreams: 1 });
    const first = renderHook(() => useStreamSlot(true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = renderHook(() => useStreamSlot(true));
    await waitFor(() => expect(second.result.current).toEqual({ allowed: false, limit: 1 }));
    expect(first.result.current.allowed).toBe(true);

    act(() => useSettingsStore.getState().actions.update({ maxConcurrentStreams: 2 }));
    expect(second.result.current.allowed).toBe(true);
    act(() => useSettingsStore.getState().actions.update({ maxConcurrentStreams: 1 }));
    expect(second.result.current.allowed).toBe(false);

    first.unmount();
    await waitFor(() => expect(second.result.current.allowed).toBe(true));
    second.unmount();
  });

  it('takes no slot while no player is loaded', async () => {
    useSettingsStore.getState().actions.update({ maxConcurrentStreams: 1 });
    const idle = renderHook(() => useStreamSlot(false));
    const playing = renderHook(() => useStreamSlot(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(playing.result.current.allowed).toBe(true);
    expect(idle.result.current.allowed).toBe(true);
    idle.unmount();
    playing.unmount();
  });
});
