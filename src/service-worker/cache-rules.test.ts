import { describe, expect, it } from 'vitest';
import { cacheRuleFor, type RequestFacts } from './cache-rules';

const ORIGIN = 'https://reelbeat.example';

const request = (url: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(url, ORIGIN),
  method: 'GET',
  mode: 'cors',
  destination: '',
  range: null,
  ...facts,
});

const rule = (url: string, facts?: Partial<RequestFacts>) =>
  cacheRuleFor(request(url, facts), ORIGIN);

describe('cacheRuleFor', () => {
  it('answers the app page network-first, but never an iframe or an API navigation', () => {
    expect(rule('/', { mode: 'navigate', destination: 'document' })).toBe('page');
    expect(rule('/index.html', { mode: 'navigate', destination: 'document' })).toBe('page');
    expect(rule('/embed/demo/movie/1', { mode: 'navigate', destination: 'iframe' })).toBe('pass');
    expect(rule('/anything', { mode: 'navigate', destination: 'iframe' })).toBe('pass');
    expect(rule('/api/catalog/movie/1', { mode: 'navigate', destination: 'document' })).toBe(
      'pass',
    );
  });

  it('keeps only a revalidated copy of /config.json', () => {
    expect(rule('/config.json')).toBe('config');
  });

  it('caches catalogue and music JSON, and never audio streams or ranges', () => {
    expect(rule('/api/catalog/trending/all/week?page=1')).toBe('catalog');
    expect(rule('/api/music/search/songs?query=x')).toBe('music');
    expect(rule('/api/music/songs/abc/lyrics')).toBe('music');
    expect(rule('/api/music/stream/abc')).toBe('pass');
    // The offline library's audio, also when read with fetch() (no audio destination).
    expect(rule('/api/music/audio/abc')).toBe('pass');
    expect(rule('/api/music/audio/abc', { destination: 'audio' })).toBe('pass');
    expect(rule('/api/music/stream/abc', { destination: 'audio' })).toBe('pass');
    expect(rule('/api/music/songs/abc', { range: 'bytes=0-' })).toBe('pass');
    expect(rule('/media/song.mp3', { destination: 'audio' })).toBe('pass');
  });

  it('never touches players, their health, downloads or non-GET requests', () => {
    expect(rule('/embed/demo/movie/1')).toBe('pass');
    expect(rule('/api/players')).toBe('pass');
    expect(rule('/api/players/health')).toBe('pass');
    expect(rule('/downloads/Reelbeat.AppImage')).toBe('pass');
    expect(rule('/api/catalog/movie/1', { method: 'POST' })).toBe('pass');
    expect(rule('/api/match', { method: 'POST' })).toBe('pass');
  });

  it('caches artwork from any host, and the offline catalogue’s own images', () => {
    expect(rule('https://image.tmdb.org/t/p/w342/a.jpg', { destination: 'image' })).toBe('art');
    expect(rule('https://c.saavncdn.com/1/cover-500x500.jpg', { destination: 'image' })).toBe(
      'art',
    );
    expect(rule('/api/catalog/image/w342/a.svg', { destination: 'image' })).toBe('art');
    expect(rule('/api/music/image/abc', { destination: 'image' })).toBe('art');
  });

  it('leaves other hosts’ scripts, frames and API calls alone', () => {
    expect(rule('https://api.themoviedb.org/3/movie/1')).toBe('pass');
    expect(rule('https://player.example/embed/1', { destination: 'iframe' })).toBe('pass');
  });

  it('caches hashed files that were not precached, and nothing else of the site', () => {
    expect(rule('/assets/roboto-latin-wght-normal-x.woff2', { destination: 'font' })).toBe('asset');
    expect(rule('/healthz')).toBe('pass');
    expect(rule('/robots.txt')).toBe('pass');
  });
});
