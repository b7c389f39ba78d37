import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { formatDate, formatLanguage, formatRating, formatRuntime, formatStatus } from './format';
import { parseId, typeFromPath } from './title-path';

afterEach(() => activateEnglish());

describe('detail formatting and params', () => {
  it('formats runtime as Xh Ym', () => {
    expect(formatRuntime(142)).toBe('2h 22m');
    expect(formatRuntime(120)).toBe('2h 0m');
    expect(formatRuntime(45)).toBe('45m');
    expect(formatRuntime(null)).toBeNull();
  });

  it('formats ratings to one decimal with N/A for none', () => {
    expect(formatRating(7.25)).toBe('7.3');
    expect(formatRating(0)).toBe('N/A');
  });

  it('formats runtime, rating and date in the reader’s language', async () => {
    await activateLocale('de', 'US');
    expect(formatRuntime(142)).toBe('2 Std. 22 Min.');
    expect(formatRuntime(45)).toBe('45 Min.');
    expect(formatRating(7.25)).toBe('7,3');
    expect(formatRating(null)).toBe('k. A.');
    expect(formatDate('2019-05-01')).toBe('1. Mai 2019');
    await activateLocale('ja', 'JP');
    expect(formatRuntime(142)).toBe('2時間22分');
    expect(formatDate('2019-05-01')).toBe('2019年5月1日');
    activateEnglish();
    expect(formatDate('2019-05-01')).toBe('May 1, 2019');
    expect(formatDate(null)).toBe('N/A');
  });

  it('derives the type from the path: tv and anime are TV', () => {
    expect(typeFromPath('/tv/1')).toBe('tv');
    expect(typeFromPath('/anime/1')).toBe('tv');
    expect(typeFromPath('/movie/1')).toBe('movie');
  });

  it('rejects missing, "undefined", "null" and non-numeric ids', () => {
    expect(parseId('42')).toBe(42);
    for (const raw of [undefined, '', 'undefined', 'null', '12abc', '0']) {
      expect(parseId(raw)).toBeNull();
    }
  });
});

describe('status and language in the reader’s language', () => {
  const japanese = { code: 'ja', name: 'Japanese' };

  it('keeps the catalogue’s English texts word for word in English', () => {
    expect(formatStatus('Returning Series')).toBe('Returning Series');
    expect(formatStatus('Released')).toBe('Released');
    expect(formatLanguage(japanese)).toBe('Japanese');
    expect(formatLanguage({ code: 'zh', name: 'Mandarin' })).toBe('Mandarin');
    expect(formatStatus(null)).toBe('N/A');
    expect(formatLanguage(undefined)).toBe('N/A');
  });

  it('translates the known statuses and names the language with Intl in German', async () => {
    await activateLocale('de', 'US');
    expect(formatStatus('Returning Series')).toBe('Laufende Serie');
    expect(formatStatus('Ended')).toBe('Beendet');
    expect(formatStatus('Released')).toBe('Erschienen');
    expect(formatLanguage(japanese)).toBe('Japanisch');
    expect(formatLanguage({ code: 'en', name: 'English' })).toBe('Englisch');
  });

  it('does the same in Japanese', async () => {
    await activateLocale('ja', 'JP');
    expect(formatStatus('Ended')).toBe('終了');
    expect(formatStatus('In Production')).toBe('制作中');
    expect(formatLanguage(japanese)).toBe('日本語');
    expect(formatLanguage({ code: 'ko', name: 'Korean' })).toBe('韓国語');
  });

  it('shows an unknown status as sent, and the English name when the code says nothing', async () => {
    await activateLocale('de', 'US');
    expect(formatStatus('Limited Run')).toBe('Limited Run');
    expect(formatLanguage({ code: null, name: 'Klingon' })).toBe('Klingon');
    expect(formatLanguage({ code: 'xx', name: 'No Language' })).toBe('No Language');
  });
});
