import { describe, expect, it } from 'vitest';
import { posterAllowed } from './card-content';
import { wrap } from './draw-card';

/** A canvas context whose every character is 10 px wide. */
const ctx = {
  measureText: (text: string) => ({ width: text.length * 10 }),
} as CanvasRenderingContext2D;

describe('the shared image', () => {
  it('draws posters only from the app itself or the catalogue’s image host', () => {
    const page = 'https://reelbeat.example';
    const catalog = 'https://image.tmdb.org/t/p/';
    expect(posterAllowed('/api/catalog/images/w342/a.jpg', page, catalog)).toBe(true);
    expect(posterAllowed('https://image.tmdb.org/t/p/w342/a.jpg', page, catalog)).toBe(true);
    expect(posterAllowed('https://elsewhere.example/a.jpg', page, catalog)).toBe(false);
    expect(posterAllowed('https://image.tmdb.org/t/p/w342/a.jpg', page, null)).toBe(false);
  });

  it('wraps a label into two lines by words, cutting what is left with an ellipsis', () => {
    expect(wrap(ctx, 'days in a row', 1000)).toEqual(['days in a row']);
    expect(wrap(ctx, 'movies and episodes finished', 120)).toEqual(['movies and', 'episodes fi…']);
    expect(wrap(ctx, '本・話を観終えた', 50)).toEqual(['本・話を観', '終えた']);
  });
});
