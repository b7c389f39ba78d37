import { i18n } from '@lingui/core';
import { LOCALES, REGIONS, formattingTag } from '@shared/i18n/locales';
import { primeNumberFormats } from './number-formats';
import { PERCENT } from './number-formats';

/** The counts and percents the primed formatters write themselves, and a few they hand on. */
const COUNTS = [...Array.from({ length: 1000 }, (_, i) => i), 1000, 1234, 98765, 2.5, -3];
const SHARES = [...Array.from({ length: 101 }, (_, i) => i / 100), 0.125, 0.333, 12.5];

/**
 * Every language and region Reelbeat offers, primed as `activateLocale` primes them: each number
 * Lingui then writes that differs from what `Intl` writes with the same tag, as "tag: number →
 * got / want" (none when the plain writing is right). Run in Node and in Chromium, whose number
 * data are their own.
 */
export function plainWritingMismatches(): string[] {
  const mismatches: string[] = [];
  for (const locale of LOCALES)
    for (const region of REGIONS) {
      const tag = formattingTag(locale, region);
      i18n.loadAndActivate({ locale, locales: [tag, locale], messages: {} });
      primeNumberFormats();
      const count = new Intl.NumberFormat([tag, locale]);
      const percent = new Intl.NumberFormat([tag, locale], PERCENT);
      for (const n of COUNTS) {
        const got = i18n.number(n);
        if (got !== count.format(n)) mismatches.push(`${tag}: ${n} → ${got} / ${count.format(n)}`);
      }
      for (const share of SHARES) {
        const got = i18n.number(share, PERCENT);
        const want = percent.format(share);
        if (got !== want) mismatches.push(`${tag}: ${share} (percent) → ${got} / ${want}`);
      }
    }
  return mismatches;
}
