import { i18n } from '@lingui/core';
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

/** A rating out of ten with one decimal: 7.5 in English, 7,5 in German. */
export const formatRating = (value: number) =>
  i18n.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The formatters, re-created when the language changes. */
export function useFormat() {
  useLocale();
  return { formatNumber, formatDate, formatRating };
}
