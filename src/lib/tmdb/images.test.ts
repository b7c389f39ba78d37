import { beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import {
  backdropSrcSet,
  backdropUrl,
  imageUrl,
  PLACEHOLDER_IMAGE,
  posterSrcSet,
  profileUrl,
  stillUrl,
} from './images';
import { testConfig } from '@/test/tmdb-fixtures';

beforeEach(() => setRuntimeConfig(testConfig({ imageBaseUrl: 'https://img.test/t/p/' })));

describe('catalogue image URLs', () => {
  it('uses w500 by default and original for backdrops', () => {
    expect(imageUrl('/a.jpg')).toBe('https://img.test/t/p/w500/a.jpg');
    expect(backdropUrl('/b.jpg')).toBe('https://img.test/t/p/original/b.jpg');
    expect(profileUrl('/p.jpg')).toBe('https://img.test/t/p/w185/p.jpg');
    expect(stillUrl('/s.jpg')).toBe('https://img.test/t/p/w300/s.jpg');
  });

  it('falls back to the local placeholder when there is no path', () => {
    expect(imageUrl(null)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('')).toBe(PLACEHOLDER_IMAGE);
    expect(posterSrcSet(null)).toBeUndefined();
  });

  it('offers small sizes in the srcset so a 150 px card need not load a 500 px poster', () => {
    const srcset = posterSrcSet('/a.jpg') ?? '';
    expect(srcset).toContain('https://img.test/t/p/w154/a.jpg 154w');
    expect(srcset).toContain('https://img.test/t/p/w185/a.jpg 185w');
    expect(backdropSrcSet('/b.jpg')).toContain('w1280/b.jpg 1280w');
  });

  it('works with the offline image base', () => {
    expect(imageUrl('/movie-1-poster.svg', 'w342', '/api/catalog/images')).toBe(
      '/api/catalog/images/w342/movie-1-poster.svg',
    );
  });
});
