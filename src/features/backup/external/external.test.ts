import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readImportBytes } from '../model/read-input';
import { matchRows } from './match-client';
import { externalToBackup, unmatchedCsv } from './to-backup';

const KNOWN: Record<string, number> = { 'Alpha Film': 1, 'Beta Film': 2, 'Gamma Film': 3 };

/** Stands in for POST /api/catalog/match: knows three titles, counts requests. */
function fakeServer() {
  const requests: number[] = [];
  const fetcher = (async (_url: string, init?: RequestInit) => {
    const { rows } = JSON.parse(String(init?.body)) as { rows: { title: string }[] };
    requests.push(rows.length);
    const results = rows.map((r) => {
      const id = KNOWN[r.title];
      return id
        ? {
            item: {
              id,
              type: 'movie',
              title: r.title,
              overview: '',
              posterPath: null,
              backdropPath: null,
              voteAverage: 7,
              releaseDate: '2001-01-01',
              genreIds: [],
              popularity: 1,
            },
            reason: null,
          }
        : { item: null, reason: 'No title with this name in the catalogue' };
    });
    return new Response(JSON.stringify({ results }), { status: 200 });
  }) as typeof fetch;
  return { fetcher, requests };
}

const letterboxdZip = () =>
  zipSync({
    'watched.csv': strToU8(
      'Date,Name,Year,Letterboxd URI\n2024-01-02,Alpha Film,2001,https://boxd.it/a\n2024-01-03,Nowhere Film,1999,https://boxd.it/n\n',
    ),
    'watchlist.csv': strToU8(
      'Date,Name,Year,Letterboxd URI\n2024-02-01,Beta Film,2001,https://boxd.it/b\n',
    ),
    'ratings.csv': strToU8(
      'Date,Name,Year,Letterboxd URI,Rating\n2024-01-05,Gamma Film,2001,https://boxd.it/g,4.5\n2024-01-06,Alpha Film,2001,https://boxd.it/a,2\n',
    ),
    'profile.csv': strToU8('Date Joined,Username\n2020-01-01,someone\n'),
  });

describe('other services', () => {
  it('a Letterboxd ZIP: watchlist to library, watched to history, 4/5 and up to favorites', async () => {
    const source = readImportBytes(letterboxdZip(), 'letterboxd.zip');
    if (source.kind !== 'external') throw new Error(JSON.stringify(source));
    const server = fakeServer();
    const progress: number[] = [];
    const results = await matchRows(source.rows, {
      fetcher: server.fetcher,
      onProgress: (done) => progress.push(done),
    });
    const { data, unmatched } = externalToBackup(source.rows, results);
    expect((data.library as { title: string }[]).map((e) => e.title)).toEqual(['Beta Film']);
    expect((data.watchHistory as { title: string; watchedAt: string }[])[0]).toMatchObject({
      title: 'Alpha Film',
      watchedAt: '2024-01-02T00:00:00.000Z',
    });
    expect((data.favorites as { title: string }[]).map((e) => e.title)).toEqual(['Gamma Film']);
    expect(unmatched.map((u) => u.reason)).toEqual([
      'No title with this name in the catalogue',
      'Rated 4/10: only 8/10 (4/5) and above become favorites',
    ]);
    expect(unmatchedCsv(unmatched).split('\r\n')[1]).toBe(
      'watched.csv,Nowhere Film,1999,No title with this name in the catalogue',
    );
    expect(progress.at(-1)).toBe(5);
  });

  it('sends many rows per request and stops when cancelled', async () => {
    const rows = Array.from({ length: 450 }, (_, i) => `2024-01-01,Film ${i},2001,x`).join('\n');
    const source = readImportBytes(
      strToU8(`Date,Name,Year,Letterboxd URI\n${rows}\n`),
      'watched.csv',
    );
    if (source.kind !== 'external') throw new Error('expected rows');
    const server = fakeServer();
    await matchRows(source.rows, { fetcher: server.fetcher });
    expect(server.requests).toEqual([200, 200, 50]);
    const controller = new AbortController();
    controller.abort();
    await expect(
      matchRows(source.rows, { fetcher: server.fetcher, signal: controller.signal }),
    ).rejects.toThrow();
  });

  it('IMDb ratings and list CSV, Trakt JSON and the plain title,year,type CSV', () => {
    const imdb = readImportBytes(
      strToU8(
        'Const,Your Rating,Date Rated,Title,Title Type,Year\ntt0111161,9,2024-01-01,Alpha Film,movie,2001\n',
      ),
      'ratings.csv',
    );
    expect(imdb.kind === 'external' && imdb.rows[0]).toMatchObject({
      list: 'rating',
      rating: 9,
      imdbId: 'tt0111161',
    });
    const list = readImportBytes(
      strToU8(
        'Position,Const,Created,Title,Title Type,Year\n1,tt0903747,2024-01-01,Show,tvSeries,2008\n',
      ),
      'WATCHLIST.csv',
    );
    expect(list.kind === 'external' && list.rows[0]).toMatchObject({
      list: 'watchlist',
      type: 'tv',
    });
    const trakt = readImportBytes(
      strToU8(
        JSON.stringify([
          {
            watched_at: '2024-01-01T10:00:00Z',
            type: 'movie',
            movie: { title: 'Alpha Film', year: 2001, ids: { imdb: 'tt1', tmdb: 1 } },
          },
          {
            listed_at: '2024-01-01T10:00:00Z',
            type: 'show',
            show: { title: 'Show', year: 2008, ids: { tmdb: 9 } },
          },
        ]),
      ),
      'history.json',
    );
    expect(trakt.kind === 'external' && trakt.rows.map((r) => [r.list, r.type, r.tmdbId])).toEqual([
      ['watched', 'movie', 1],
      ['watchlist', 'tv', 9],
    ]);
    const plain = readImportBytes(strToU8('title,year,type\nBeta Film,2001,movie\n'), 'mine.csv');
    expect(plain.kind === 'external' && plain.rows[0]).toMatchObject({
      list: 'watchlist',
      title: 'Beta Film',
      year: 2001,
    });
  });
});
