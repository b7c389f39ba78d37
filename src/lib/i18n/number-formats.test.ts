import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from './catalogs';
import { formatNumber, formatPercent } from './format';
import { plainWritingMismatches } from './number-formats-fixtures';
import { primeNumberFormats } from './number-formats';

/** Counts each `Intl.NumberFormat` built from now on (each one still a real one). */
function countBuilds() {
  const Real = Intl.NumberFormat;
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.NumberFormat>
  ) {
    return new Real(...args);
  } as unknown as typeof Intl.NumberFormat);
}

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en', 'US');
});

describe('primeNumberFormats', () => {
  it('writes counts and percents as Intl does, for every language and region offered', () => {
    expect(plainWritingMismatches()).toEqual([]);
  });

  it('lets plural messages and whole percents be written without building a formatter', () => {
    i18n.loadAndActivate({
      locale: 'de',
      locales: ['de-DE', 'de'],
      messages: { seasons: '{count, plural, one {# Staffel} other {# Staffeln}}' },
    });
    primeNumberFormats();
    const built = countBuilds();
    expect(i18n._('seasons', { count: 3 })).toBe('3 Staffeln');
    expect(i18n._('seasons', { count: 1 })).toBe('1 Staffel');
    expect(formatPercent(0.05)).toBe('5\u00a0%');
    expect(formatNumber(999)).toBe('999');
    expect(built).not.toHaveBeenCalled();
    // A number it does not write itself builds the real formatter, once.
    expect(i18n._('seasons', { count: 1234 })).toBe('1.234 Staffeln');
    expect(formatNumber(98765)).toBe('98.765');
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('is done by activateLocale for the language it activates', async () => {
    await activateLocale('fr', 'CA');
    const built = countBuilds();
    expect(formatPercent(0.35)).toBe('35\u00a0%');
    expect(formatNumber(42)).toBe('42');
    expect(built).not.toHaveBeenCalled();
  });

  it('passes other options to a real formatter', () => {
    i18n.loadAndActivate({ locale: 'en', locales: ['en-US', 'en'], messages: {} });
    primeNumberFormats();
    expect(formatNumber(3, { signDisplay: 'exceptZero' })).toBe('+3');
    expect(formatNumber(0.5, { style: 'percent', minimumFractionDigits: 1 })).toBe('50.0%');
  });
});
