/**
 * The six interface languages (Settings → Content → Language) and the catalogue regions.
 * English is the source language: its texts are the specification's, word for word.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'ja', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

export const REGIONS = ['US', 'GB', 'CA', 'AU', 'JP', 'KR'] as const;
export type Region = (typeof REGIONS)[number];

/** Each language named in itself, as language pickers do (a German reader looks for "Deutsch"). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ja: '日本語',
  ko: '한국어',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * A first visit follows the browser: the first of `navigator.languages` that is one of the six
 * (by its primary subtag: `de-AT` is German), else English.
 */
export function detectLocale(preferred: readonly string[] | undefined): Locale {
  for (const tag of preferred ?? []) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return SOURCE_LOCALE;
}

/** The region of the first browser language that names one of the six (`en-GB` → GB), else US. */
export function detectRegion(preferred: readonly string[] | undefined): Region {
  for (const tag of preferred ?? []) {
    const region = tag.split('-')[1]?.toUpperCase();
    if ((REGIONS as readonly string[]).includes(region ?? '')) return region as Region;
  }
  return 'US';
}

/** The browser's languages, or none where there is no navigator (tests in Node). */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** Where a language is mostly spoken, for a BCP 47 tag when the region is not one of its own. */
const HOME_REGION: Record<Locale, string> = {
  en: 'US',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  ja: 'JP',
  ko: 'KR',
};
/** Regions of the six where the language is spoken as a first language. */
const SPOKEN_IN: Partial<Record<Locale, readonly Region[]>> = {
  en: ['US', 'GB', 'CA', 'AU'],
  fr: ['CA'],
  ja: ['JP'],
  ko: ['KR'],
};

/**
 * The `language=xx-YY` the catalogue is asked for: the chosen region when the language is
 * spoken there (`en-GB`, `fr-CA`), else the language's home region (`de-DE` for German with
 * region US), so the service answers in the variant a reader of that language expects.
 */
export function catalogLanguageTag(locale: Locale, region: Region): string {
  const spoken = SPOKEN_IN[locale]?.includes(region);
  return `${locale}-${spoken ? region : HOME_REGION[locale]}`;
}

/**
 * The tag dates and numbers are formatted with: the language with the chosen region, so
 * English with region GB writes 23/11/2026 and with US 11/23/2026.
 */
export const formattingTag = (locale: Locale, region: Region) => `${locale}-${region}`;
