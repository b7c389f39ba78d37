import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { activateEnglish } from '@/test/i18n';
import { activateStartupLocale } from './catalogs';

afterEach(() => activateEnglish());

describe('activateStartupLocale', () => {
  it('loads the chosen language and makes it active, with the region for formatting', async () => {
    await activateStartupLocale('ja', 'JP');
    expect(i18n.locale).toBe('ja');
    expect(i18n.locales).toEqual(['ja-JP', 'ja']);
    expect(i18n._('app.notFound.title')).toBe('ページが見つかりません');
  });

  it('falls back to English when the chosen language cannot be fetched', async () => {
    const activate = vi.fn(async (locale: string) => {
      if (locale === 'de') throw new Error('offline');
      i18n.activate('en');
    });
    await activateStartupLocale('de', 'US', activate);
    expect(activate.mock.calls.map(([locale]) => locale)).toEqual(['de', 'en']);
    expect(i18n.locale).toBe('en');
  });

  it('still renders, with bare ids, when no language can be fetched', async () => {
    const activate = vi.fn(async () => {
      throw new Error('offline');
    });
    await activateStartupLocale('ko', 'KR', activate);
    expect(i18n.locale).toBe('en');
    expect(() => i18n._('app.notFound.title')).not.toThrow();
  });
});
