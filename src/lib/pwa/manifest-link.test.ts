import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest } from './manifest-link';

afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((l) => l.remove()));

describe('linkManifest', () => {
  it('links the web manifest the build writes', () => {
    linkManifest();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/manifest.webmanifest']);
  });

  it('links it once, however often it is asked', () => {
    linkManifest();
    linkManifest();
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});
