import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateEnglish } from '@/test/i18n';
import { formatRating } from './format';
import { LOCALES } from '@shared/i18n/locales';

afterEach(() => activateEnglish());

describe('formatRating', () => {
  it.each(LOCALES)('writes a rating as Intl does in %s', (locale) => {
    i18n.activate(locale);
    const intl = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    for (const value of [0, 5, 7.25, 7.45, 7.5, 8.05, 9.96, 10]) {
      expect(formatRating(value)).toBe(intl.format(Math.round(value * 10) / 10));
    }
  });
});
