import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './use-reduced-motion';

function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  const matchMedia = vi.fn(() => list);
  const change = (matches: boolean) => {
    list.matches = matches;
    for (const fn of listeners) fn();
  };
  return { matchMedia, change };
}

afterEach(() => vi.unstubAllGlobals());

describe('usePrefersReducedMotion', () => {
  it('follows the media query as it changes', () => {
    const media = fakeMatchMedia(false);
    vi.stubGlobal('matchMedia', media.matchMedia);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.change(true));
    expect(result.current).toBe(true);
  });

  it('asks matchMedia once however many components read it', () => {
    const media = fakeMatchMedia(true);
    vi.stubGlobal('matchMedia', media.matchMedia);
    const hooks = Array.from({ length: 20 }, () => renderHook(() => usePrefersReducedMotion()));
    expect(hooks.every((h) => h.result.current)).toBe(true);
    expect(media.matchMedia).toHaveBeenCalledTimes(1);
  });
});
