import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getCatalogPreferences } from '../tmdb/preferences';
import { activateEnglish } from '@/test/i18n';
import { firstVisitSettings, readStoredSettings } from './settings-storage';
import { useSettingsStore } from './settings.store';

afterEach(() => {
  vi.unstubAllGlobals();
  activateEnglish();
  document.documentElement.lang = 'en';
});

const stubBrowserLanguages = (languages: string[]) =>
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });

describe('interface language', () => {
  it('follows the browser on a first visit: the first of its languages Reelbeat speaks', () => {
    expect(firstVisitSettings(['pt-BR', 'de-AT', 'en-US'])).toMatchObject({
      language: 'de',
      region: 'US',
    });
    expect(firstVisitSettings(['en-GB'])).toMatchObject({ language: 'en', region: 'GB' });
    expect(firstVisitSettings(['pt-BR', 'zh-CN'])).toMatchObject({ language: 'en', region: 'US' });
  });

  it('lets a saved choice win over the browser', () => {
    localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 1, data: { language: 'ko' } }));
    stubBrowserLanguages(['de-DE']);
    expect(readStoredSettings().language).toBe('ko');
  });

  it('switches the interface, <html lang> and the catalogue language together', async () => {
    useSettingsStore.getState().actions.update({ language: 'de', region: 'US' });
    // German's words are a lazy import, which Vitest transforms on its first use: that took
    // ~0.9 s on a loaded machine, nearly vi.waitFor's default second.
    await vi.waitFor(() => expect(i18n.locale).toBe('de'), { timeout: 15_000 });
    expect(document.documentElement.lang).toBe('de');
    expect(i18n._('app.notFound.title')).toBe('Seite nicht gefunden');
    expect(getCatalogPreferences().language).toBe('de-DE');
    useSettingsStore.getState().actions.update({ language: 'en', region: 'GB' });
    await vi.waitFor(() => expect(i18n.locale).toBe('en'));
    expect(getCatalogPreferences().language).toBe('en-GB');
    expect(i18n.date(new Date(2026, 10, 23), { dateStyle: 'short' })).toBe('23/11/2026');
  });
});

describe('stored settings of the previous version', () => {
  it('turn recommendations on: version 1 stored the hidden field’s default, off', () => {
    localStorage.setItem(
      'reelbeat_settings',
      JSON.stringify({ v: 1, data: { theme: 'light', recommendations: false } }),
    );
    expect(readStoredSettings()).toMatchObject({ theme: 'light', recommendations: true });
  });
});
