import { cleanup, render, screen } from '@testing-library/react';
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

  it('separates the genres as the reader’s language separates a list’s items, with no “and”', async () => {
    const genres = (names: string[]) => ({
      ...details,
      genres: names.map((name, i) => ({ id: i + 1, name })),
    });
    render(<InfoGrid details={genres(['Animation', 'Action & Adventure', 'Drama'])} />);
    expect(value('Genres')).toHaveTextContent(/^Animation, Action & Adventure, Drama$/);
    cleanup();
    await activateLocale('ja', 'JP');
    render(<InfoGrid details={genres(['アニメーション', 'アクション', 'ドラマ'])} />);
    expect(value('ジャンル')).toHaveTextContent(/^アニメーション、アクション、ドラマ$/);
    cleanup();
    await activateLocale('de', 'US');
    render(<InfoGrid details={genres(['Action & Abenteuer', 'Science-Fiction & Fantasy'])} />);
    expect(value('Genres')).toHaveTextContent(/^Action & Abenteuer, Science-Fiction & Fantasy$/);
  });
});
