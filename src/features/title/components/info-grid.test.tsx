import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { toDetails } from '@/lib/tmdb/normalise';
import { rawDetailsSchema } from '@/lib/tmdb/schemas';
import { tvDetails } from '@/test/tmdb-fixtures';
import { activateEnglish } from '@/test/i18n';
import { InfoGrid } from './detail-header';

afterEach(() => activateEnglish());

/** A Japanese series as the catalogue sends it: status and language name in English. */
const details = toDetails(
  rawDetailsSchema.parse({
    ...tvDetails,
    status: 'Returning Series',
    spoken_languages: [{ english_name: 'Japanese', iso_639_1: 'ja', name: '日本語' }],
  }),
  'tv',
);

const value = (label: string) => screen.getByText(label).nextElementSibling;

describe('the info grid of a title', () => {
  it('shows the catalogue’s status and language name in English', () => {
    render(<InfoGrid details={details} />);
    expect(value('Status')).toHaveTextContent(/^Returning Series$/);
    expect(value('Language')).toHaveTextContent(/^Japanese$/);
  });

  it('translates them in German', async () => {
    await activateLocale('de', 'US');
    render(<InfoGrid details={details} />);
    expect(value('Status')).toHaveTextContent(/^Laufende Serie$/);
    expect(value('Sprache')).toHaveTextContent(/^Japanisch$/);
  });

  it('and in Japanese', async () => {
    await activateLocale('ja', 'JP');
    render(<InfoGrid details={details} />);
    expect(value('ステータス')).toHaveTextContent(/^放送中$/);
    expect(value('言語')).toHaveTextContent(/^日本語$/);
  });
});
