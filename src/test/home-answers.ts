import { vi } from 'vitest';
import { movieItem, paged, tvItem } from './tmdb-fixtures';

/** What Home's tests answer a catalogue call with: a status and JSON body, or no answer at all. */
export type Answer = { status?: number; body: unknown } | 'hang';

export const comedy = { ...movieItem, id: 1, title: 'Funny Film', genre_ids: [35] };
export const drama = { ...movieItem, id: 2, title: 'Sad Film', genre_ids: [18] };

/** Every call answered: the configuration, two genres, one series, a comedy and a drama. */
export function okAnswer(path: string): Answer {
  if (path.endsWith('/configuration')) return { body: { images: {}, change_keys: [] } };
  if (path.includes('/genre/'))
    return {
      body: {
        genres: [
          { id: 35, name: 'Comedy' },
          { id: 18, name: 'Drama' },
        ],
      },
    };
  if (path.includes('/tv/')) return { body: paged([tvItem], 1, 1) };
  return { body: paged([comedy, drama], 1, 1) };
}

/** Answers every fetch by its path with `answer`. */
export function stubCatalogAnswers(answer: (path: string) => Answer) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const result = answer(new URL(input, 'http://app.test').pathname);
      if (result === 'hang') return new Promise(() => undefined);
      return Promise.resolve(
        new Response(JSON.stringify(result.body), { status: result.status ?? 200 }),
      );
    }),
  );
}
