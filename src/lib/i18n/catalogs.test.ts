import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

const features = join(dirname(fileURLToPath(import.meta.url)), '../../features');

/** The first message of a feature's catalogue in a language: [id, text]. */
function firstMessage(feature: string, locale: string): [string, string] {
  const path = join(features, feature, 'messages', `${locale}.json`);
  return Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>)[0]!;
}

describe('groups of the pages’ words', () => {
  it('a switch brings every group asked for, even one asked for while it downloads', async () => {
    // A fresh module: the test setup has already asked for every group. (The i18n instance is
    // the shared one; French is loaded by no other test here.)
    vi.resetModules();
    const catalogs = await import('./catalogs');
    await catalogs.activateLocale('en', 'US');
    await catalogs.loadMessages(['video']);
    const switching = catalogs.activateLocale('fr', 'CA');
    // A music page opened during the switch asks in the language still active.
    void catalogs.loadMessages(['music']);
    await switching;
    expect(i18n.locale).toBe('fr');
    const [videoId, videoText] = firstMessage('title', 'fr');
    const [musicId, musicText] = firstMessage('music-library/playlists', 'fr');
    expect(i18n._(videoId)).toBe(videoText);
    expect(i18n._(musicId)).toBe(musicText);
    // Nothing asked for `info`: its file is not downloaded.
    const [infoId] = firstMessage('settings', 'fr');
    expect(i18n._(infoId)).toBe(infoId);
  });
});
