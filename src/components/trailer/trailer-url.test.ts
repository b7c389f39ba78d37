import { describe, expect, it } from 'vitest';
import { pickTrailer, trailerEmbedUrl, type TrailerVideo } from './trailer-url';

const video = (over: Partial<TrailerVideo>): TrailerVideo => ({
  key: 'k',
  name: 'Clip',
  site: 'YouTube',
  type: 'Clip',
  ...over,
});

describe('pickTrailer', () => {
  it('prefers an official or main Trailer over earlier trailers', () => {
    const videos = [
      video({ key: 'teaser', type: 'Teaser' }),
      video({ key: 'plain', type: 'Trailer', name: 'Trailer 2' }),
      video({ key: 'main', type: 'Trailer', name: 'Main Trailer' }),
    ];
    expect(pickTrailer(videos)?.key).toBe('main');
    expect(
      pickTrailer([...videos, video({ key: 'off', type: 'Trailer', name: 'OFFICIAL trailer' })])
        ?.key,
    ).toBe('main');
  });

  it('falls back to any Trailer, then a Teaser, then any video', () => {
    expect(
      pickTrailer([
        video({ key: 'teaser', type: 'Teaser' }),
        video({ key: 'plain', type: 'Trailer', name: 'Trailer 2' }),
      ])?.key,
    ).toBe('plain');
    expect(
      pickTrailer([video({ key: 'clip' }), video({ key: 'teaser', type: 'Teaser' })])?.key,
    ).toBe('teaser');
    expect(pickTrailer([video({ key: 'clip' })])?.key).toBe('clip');
  });

  it('ignores videos from other sites and returns null when nothing fits', () => {
    expect(pickTrailer([video({ key: 'v', site: 'Vimeo', type: 'Trailer' })])).toBeNull();
    expect(pickTrailer([])).toBeNull();
  });
});

describe('trailerEmbedUrl', () => {
  it('builds the card/overlay address with every spec parameter', () => {
    expect(trailerEmbedUrl('/embed/demo/trailer/', 'abc')).toBe(
      '/embed/demo/trailer/abc?autoplay=1&mute=1&controls=0&showinfo=0&rel=0&modestbranding=1&loop=1&playlist=abc',
    );
  });

  it('adds the hero parameters and follows the mute choice', () => {
    const url = new URL(
      trailerEmbedUrl('https://www.youtube.com/embed', 'xyz', {
        muted: false,
        hero: { origin: 'http://localhost:8080' },
      }),
    );
    expect(url.pathname).toBe('/embed/xyz');
    expect(url.searchParams.get('mute')).toBe('0');
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('http://localhost:8080');
    expect(url.searchParams.get('iv_load_policy')).toBe('3');
  });

  it("tells only the built-in demo trailer the reader's language", () => {
    const demo = new URL(trailerEmbedUrl('/embed/demo/trailer', 'k', { lang: 'de' }), 'http://x');
    expect(demo.searchParams.get('lang')).toBe('de');
    expect(trailerEmbedUrl('/embed/demo/trailer', 'k', { lang: 'en' })).not.toContain('lang=');
    expect(
      trailerEmbedUrl('https://www.youtube-nocookie.com/embed', 'k', { lang: 'de' }),
    ).not.toContain('lang=');
  });
});
