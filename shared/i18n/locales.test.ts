import { describe, expect, it } from 'vitest';
import { catalogLanguageTag, detectLocale, detectRegion } from './locales.ts';

describe('locales', () => {
  it('detects the first supported browser language by its primary subtag', () => {
    expect(detectLocale(['fr-CA', 'en'])).toBe('fr');
    expect(detectLocale(['it', 'JA-jp'])).toBe('ja');
    expect(detectLocale([])).toBe('en');
    expect(detectLocale(undefined)).toBe('en');
  });

  it('takes the region from the first browser language that names one of the six', () => {
    expect(detectRegion(['de', 'en-AU'])).toBe('AU');
    expect(detectRegion(['de-DE'])).toBe('US');
  });

  it('asks the catalogue for the regional variant a reader of the language expects', () => {
    expect(catalogLanguageTag('en', 'GB')).toBe('en-GB');
    expect(catalogLanguageTag('en', 'JP')).toBe('en-US');
    expect(catalogLanguageTag('fr', 'CA')).toBe('fr-CA');
    expect(catalogLanguageTag('fr', 'US')).toBe('fr-FR');
    expect(catalogLanguageTag('de', 'US')).toBe('de-DE');
    expect(catalogLanguageTag('ja', 'US')).toBe('ja-JP');
    expect(catalogLanguageTag('ko', 'KR')).toBe('ko-KR');
  });
});
