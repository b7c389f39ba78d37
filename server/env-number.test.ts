import { describe, expect, it } from 'vitest';
import { positiveInt } from './env-number.ts';

describe('positiveInt', () => {
  it('gives the fallback when the variable is unset or blank', () => {
    expect(positiveInt({}, 'LIMIT', 5)).toBe(5);
    expect(positiveInt({ LIMIT: '  ' }, 'LIMIT', null)).toBeNull();
  });

  it('reads a whole number of at least 1, spaces around it allowed', () => {
    expect(positiveInt({ LIMIT: ' 12 ' }, 'LIMIT', 5)).toBe(12);
    expect(positiveInt({ LIMIT: '1' }, 'LIMIT', null)).toBe(1);
  });

  it.each(['0', '-3', '2.5', 'ten', '1e400'])('refuses "%s", naming the variable', (raw) => {
    expect(() => positiveInt({ LIMIT: raw }, 'LIMIT', 5)).toThrow(
      `LIMIT must be a whole number of at least 1, got "${raw}"`,
    );
  });
});
