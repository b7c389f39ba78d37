import { describe, expect, it } from 'vitest';
import { formatRating, formatRuntime } from './format';
import { parseId, typeFromPath } from './use-title-details';

describe('detail formatting and params', () => {
  it('formats runtime as Xh Ym', () => {
    expect(formatRuntime(142)).toBe('2h 22m');
    expect(formatRuntime(120)).toBe('2h 0m');
    expect(formatRuntime(45)).toBe('45m');
    expect(formatRuntime(null)).toBeNull();
  });

  it('formats ratings to one decimal with N/A for none', () => {
    expect(formatRating(7.25)).toBe('7.3');
    expect(formatRating(0)).toBe('N/A');
  });

  it('derives the type from the path: tv and anime are TV', () => {
    expect(typeFromPath('/tv/1')).toBe('tv');
    expect(typeFromPath('/anime/1')).toBe('tv');
    expect(typeFromPath('/movie/1')).toBe('movie');
  });

  it('rejects missing, "undefined", "null" and non-numeric ids', () => {
    expect(parseId('42')).toBe(42);
    for (const raw of [undefined, '', 'undefined', 'null', '12abc', '0']) {
      expect(parseId(raw)).toBeNull();
    }
  });
});
