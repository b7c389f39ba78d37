import { afterEach, describe, expect, it } from 'vitest';
import { preloadImage } from './preload-image';

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('preloadImage', () => {
  it('adds a high-priority image preload with the element’s own candidates and sizes', () => {
    preloadImage({ src: '/img/original/a.jpg', srcSet: '/img/w300/a.jpg 300w', sizes: '100vw' });
    const [link] = preloads();
    expect(link).toBeDefined();
    expect(link!.getAttribute('href')).toBe('/img/original/a.jpg');
    expect(link!.getAttribute('imagesrcset')).toBe('/img/w300/a.jpg 300w');
    expect(link!.getAttribute('imagesizes')).toBe('100vw');
    expect(link!.getAttribute('fetchpriority')).toBe('high');
  });

  it('asks for each image once', () => {
    preloadImage({ src: '/img/b.jpg' });
    preloadImage({ src: '/img/b.jpg' });
    expect(preloads()).toHaveLength(1);
    expect(preloads()[0]!.hasAttribute('imagesrcset')).toBe(false);
  });
});
