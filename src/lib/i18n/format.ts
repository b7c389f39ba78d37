import { i18n } from '@lingui/core';
import { PERCENT } from './number-formats';
import { useLocale } from './translate';

/**
 * Numbers and dates in the reader's language and region, through `Intl` (with the
 * formatter cache Lingui keeps). Components read them through `useFormat` so they re-render
 * when the language changes.
 */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  i18n.number(value, options);

export const formatDate = (
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) => i18n.date(typeof value === 'number' ? new Date(value) : value, options);

/** The decimal mark of each interface language, as `Intl` writes it (format.test.ts checks). */
export const DECIMAL_MARK: Record<string, string> = {
  en: '.',
  ja: '.',
  ko: '.',
  de: ',',
  fr: ',',
  es: ',',
};

/**
 * A rating out of ten with one decimal: 7.5 in English, 7,5 in German. Written without `Intl`:
 * the first `Intl.NumberFormat` of a page loads number data, a long task on a phone, and Home's
 * hero shows a rating on its first frame. The result is the same as `Intl`'s for every language
 * Reelbeat speaks (tested).
 */
export const formatRating = (value: number) =>
  (Math.round(value * 10) / 10).toFixed(1).replace('.', DECIMAL_MARK[i18n.locale] ?? '.');

/**
 * A share as a percent in the reader's language: 0.05 → "5%" in English, "5 %" in German. A whole
 * percent is written without building an `Intl.NumberFormat` (`number-formats.ts`).
 */
export const formatPercent = (share: number) => i18n.number(share, PERCENT);

/** The formatters, re-created when the language changes. */
export function useFormat() {
  useLocale();
  return { formatNumber, formatDate, formatRating };
}
