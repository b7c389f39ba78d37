import { webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PIN_ITERATIONS,
  PIN_ITERATIONS_MAX,
  PIN_ITERATIONS_MIN,
  hashPin,
  isPinHash,
  verifyPin,
} from './pin';

// The real count is slow on purpose; the tests use the least one allowed where it does not matter.
const FEW = PIN_ITERATIONS_MIN;

describe('the PIN hash', () => {
  // jsdom's `crypto` has no `subtle`; the browser's is the same WebCrypto as Node's.
  beforeAll(() => vi.stubGlobal('crypto', webcrypto));

  it('verifies the PIN it was made from and no other', async () => {
    const stored = await hashPin('4821', FEW);
    expect(await verifyPin('4821', stored)).toBe(true);
    expect(await verifyPin('4822', stored)).toBe(false);
    expect(await verifyPin('48210', stored)).toBe(false);
    expect(await verifyPin('abcd', stored)).toBe(false);
  });

  it('keeps no PIN: only a salted hash, different each time for the same PIN', async () => {
    const a = await hashPin('123456', FEW);
    const b = await hashPin('123456', FEW);
    expect(JSON.stringify(a)).not.toContain('123456');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(atob(a.salt)).toHaveLength(16);
    expect(atob(a.hash)).toHaveLength(32);
    expect(isPinHash(a)).toBe(true);
    expect(isPinHash({ hash: 'x', salt: 'y' })).toBe(false);
  });

  it('is slow by default (600 000 iterations) and reads a hash with its own count', async () => {
    expect(PIN_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const stored = await hashPin('0000', FEW);
    expect(stored.iterations).toBe(FEW);
    expect(await verifyPin('0000', { ...stored, iterations: FEW + 1 })).toBe(false);
  });

  it('refuses a PIN that is not 4 to 6 digits', async () => {
    await expect(hashPin('123', FEW)).rejects.toThrow();
    await expect(hashPin('1234567', FEW)).rejects.toThrow();
    await expect(hashPin('12a4', FEW)).rejects.toThrow();
  });

  it('takes only a count between 100 000 and 2 000 000, and never derives with another', async () => {
    const stored = await hashPin('2468', FEW);
    const derive = vi.spyOn(webcrypto.subtle, 'deriveBits');
    for (const iterations of [1, 99_999, 2_000_001, 2 ** 31, 150_000.5, NaN, '600000']) {
      const hostile = { ...stored, iterations } as unknown as typeof stored;
      expect(isPinHash(hostile), String(iterations)).toBe(false);
      expect(await verifyPin('2468', hostile)).toBe(false);
    }
    expect(derive).not.toHaveBeenCalled();
    derive.mockRestore();
    expect(isPinHash({ ...stored, iterations: PIN_ITERATIONS_MAX })).toBe(true);
    await expect(hashPin('2468', 1)).rejects.toThrow();
  });
});
