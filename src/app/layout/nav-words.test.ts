import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n';
import de from '../messages/de.json';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import ja from '../messages/ja.json';
import ko from '../messages/ko.json';

const CATALOGS: Record<string, Record<string, string>> = { en, es, fr, de, ja, ko };

/** The bottom bar's own label of a place, and the sidebar's for the same place. */
const SAME_PLACE = [
  ['app.nav.bottom.search', 'app.nav.search'],
  ['app.nav.bottom.music', 'app.nav.music'],
  ['app.nav.bottom.musicSearch', 'app.nav.musicSearch'],
  ['app.nav.bottom.musicLibrary', 'app.nav.musicLibrary'],
] as const;

/** Soft hyphens and zero-width spaces only say where a narrow label may break. */
const words = (text: string | undefined) => text?.replace(/[\u00ad\u200b]/g, '');

describe('the navigation’s words', () => {
  it.each(LOCALES)('in %s, the bottom bar names each place as the sidebar does', (locale) => {
    const messages = CATALOGS[locale]!;
    for (const [bottom, sidebar] of SAME_PLACE) {
      expect(words(messages[bottom]), bottom).toBe(words(messages[sidebar]));
    }
  });
});
