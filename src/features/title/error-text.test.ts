import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { CatalogError } from '@/lib/tmdb/client';
import { activateEnglish } from '@/test/i18n';
import { DetailError, detailErrorText } from './error-text';

afterEach(() => activateEnglish());

const notFound = new CatalogError('Not found.', 404, 34);

describe('detailErrorText', () => {
  it('shows the service’s own English text to an English reader', () => {
    expect(detailErrorText(notFound, 'en')).toBe('Not found.');
    expect(detailErrorText(new DetailError('invalidId', 'x'), 'en')).toBe(
      'Invalid content ID provided',
    );
    expect(detailErrorText(new DetailError('bothFailed', 'x', notFound), 'en')).toBe(
      'Failed to fetch both TV and Movie data: Not found.',
    );
  });

  it('chooses a German text by the status and code, never the service’s English', async () => {
    await activateLocale('de', 'US');
    expect(detailErrorText(notFound, 'de')).toBe('Dieser Titel wurde nicht gefunden.');
    expect(detailErrorText(new CatalogError('Invalid API key', 401, 7), 'de')).toBe(
      'Die Filmdatenbank hat die Anfrage abgelehnt.',
    );
    expect(detailErrorText(new CatalogError('Cannot reach', 0), 'de')).toMatch(/nicht erreichbar/);
    expect(detailErrorText(new CatalogError('Busy', 429), 'de')).toMatch(/Zu viele Anfragen/);
    expect(detailErrorText(new CatalogError('Boom', 503), 'de')).toMatch(/Probleme/);
    expect(detailErrorText(new CatalogError('Teapot', 418), 'de')).toMatch(/HTTP 418/);
    expect(detailErrorText(new DetailError('bothFailed', 'x', notFound), 'de')).toBe(
      'Weder Serien- noch Filmdaten konnten geladen werden: Dieser Titel wurde nicht gefunden.',
    );
    expect(detailErrorText(new DetailError('noData', 'x'), 'de')).toBe(
      'Keine Daten vom Server erhalten',
    );
  });
});
