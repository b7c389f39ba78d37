import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaList } from './media-list';

const list = (matches: boolean) => ({ matches }) as MediaQueryList;

afterEach(() => vi.unstubAllGlobals());

describe('mediaList', () => {
  it('asks matchMedia once per query, however often it is read', () => {
    const matchMedia = vi.fn((query: string) => list(query === '(hover: none)'));
    vi.stubGlobal('matchMedia', matchMedia);
    const reads = Array.from({ length: 50 }, () => mediaList('(hover: none)')?.matches);
    expect(reads.every(Boolean)).toBe(true);
    expect(mediaList('(pointer: coarse)')?.matches).toBe(false);
    expect(matchMedia.mock.calls.map(([query]) => query)).toEqual([
      '(hover: none)',
      '(pointer: coarse)',
    ]);
  });

  it('starts again for a matchMedia that was replaced', () => {
    vi.stubGlobal('matchMedia', () => list(false));
    expect(mediaList('(hover: none)')?.matches).toBe(false);
    vi.stubGlobal('matchMedia', () => list(true));
    expect(mediaList('(hover: none)')?.matches).toBe(true);
  });

  it('answers null where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(mediaList('(hover: none)')).toBeNull();
  });
});
