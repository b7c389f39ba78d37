import { i18n } from '@lingui/core';

/**
 * A page's first `Intl.NumberFormat` is a long task: the engine loads its number data, 11–53 ms
 * in a fresh page on a desktop's core (0.1 ms for every later one, in any language). Lingui
 * builds one for every plural message, whether or not its text shows the number, and the pages
 * show plurals on their first screens ("# results", "# seasons"), and percents (the volume).
 *
 * The numbers those show are small counts and whole percents, which every language Reelbeat
 * speaks writes in plain digits, so they are written here without the engine: Lingui keeps the
 * formatter it is given for a language and options, and `primeNumberFormats` gives it one that
 * writes those numbers itself and builds the engine's formatter only for any other number (a
 * thousand results, a fraction). What it writes equals `Intl`'s for every language and region
 * Reelbeat offers, in Node and in Chromium (the tests beside this file).
 */

/** A formatter's options for a percent: `formatPercent`, and the formatter primed for it. */
export const PERCENT: Intl.NumberFormatOptions = { style: 'percent' };

/** Below this, a count is written in plain digits (no group separator) in every language. */
const PLAIN_BELOW = 1000;

/**
 * The space between a whole percent and its sign, as `Intl` writes it: by language, and by the
 * formatting tag where a region writes it otherwise.
 */
const PERCENT_GAP: Record<string, string> = {
  en: '',
  ja: '',
  ko: '',
  de: '\u00a0',
  es: '\u00a0',
  fr: '\u00a0',
};
const PERCENT_GAP_BY_TAG: Record<string, string> = { 'es-US': '' };

/** A whole count written without the engine, or null for a number that needs it. */
function plainCount(value: number): string | null {
  return Number.isInteger(value) && value >= 0 && value < PLAIN_BELOW ? String(value) : null;
}

/** A whole percent (`0.05` → "5 %" in German) written without the engine, or null. */
function plainPercent(value: number, tag: string, language: string): string | null {
  const percent = Math.round(value * 100);
  const gap = PERCENT_GAP_BY_TAG[tag] ?? PERCENT_GAP[language];
  if (gap === undefined || Math.abs(percent - value * 100) > 1e-9) return null;
  const digits = plainCount(percent);
  return digits === null ? null : `${digits}${gap}%`;
}

type Plain = (value: number) => string | null;

/**
 * What Lingui calls of a formatter (`format`), writing what `plain` can and building the engine's
 * own formatter only for the rest.
 */
function plainFirst(
  locales: string | string[] | undefined,
  options: Intl.NumberFormatOptions | undefined,
  plain: Plain,
): Pick<Intl.NumberFormat, 'format'> {
  let real: Intl.NumberFormat | undefined;
  return {
    format: (value: number) =>
      plain(value) ?? (real ??= new Intl.NumberFormat(locales, options)).format(value),
  };
}

/**
 * Gives Lingui, for the active language, the formatters its plurals (`#`) and `formatNumber`
 * without options, and `formatPercent`, use: Lingui builds each through `Intl.NumberFormat` once
 * and keeps it, so the global is lent for that one build. Called when a language is activated.
 */
export function primeNumberFormats(): void {
  const language = i18n.locale;
  if (!language) return;
  const tag = i18n.locales?.[0] ?? language;
  const Real = Intl.NumberFormat;
  // Built with `new` by Lingui, only in the two calls below: plain counts, then percents.
  function Lent(locales?: string | string[], options?: Intl.NumberFormatOptions) {
    const plain: Plain =
      options === PERCENT ? (value) => plainPercent(value, tag, language) : plainCount;
    return plainFirst(locales, options, plain);
  }
  Intl.NumberFormat = Lent as unknown as typeof Intl.NumberFormat;
  try {
    i18n.number(0);
    i18n.number(0, PERCENT);
  } finally {
    Intl.NumberFormat = Real;
  }
}
