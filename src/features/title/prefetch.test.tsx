import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerWith, calls, renderDetail, stubDetailCatalog } from '@/test/detail-page';
import { settlePage } from '@/test/page-settled-mock';
import { createTestQueryClient } from '@/test/render-app';
import { movie } from '@/test/title-fixtures';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { testConfig } from '@shared/test/test-config';
import { prefetch } from './prefetch';

vi.mock('@/lib/startup/page-settled', () => import('@/test/page-settled-mock'));

stubDetailCatalog();

describe('Detail prefetch', () => {
  it('starts the details, and the genres once the page has settled; nothing is asked twice', async () => {
    answerWith((url) =>
      url.pathname.endsWith('/movie/42')
        ? { body: movie }
        : url.pathname.includes('/genre/')
          ? { body: { genres: [] } }
          : undefined,
    );
    setRuntimeConfig(testConfig());
    const queryClient = createTestQueryClient();
    prefetch(queryClient, { pathname: '/movie/42', params: { id: '42' } });
    // The genre names show only in a card's overlay: they do not travel beside the details.
    expect(calls).toEqual(['/api/catalog/movie/42']);
    settlePage();
    expect(calls).toEqual([
      '/api/catalog/movie/42',
      '/api/catalog/genre/movie/list',
      '/api/catalog/genre/tv/list',
    ]);
    renderDetail('/movie/42', queryClient);
    expect(await screen.findByRole('heading', { name: 'A Film' })).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('preloads the header backdrop as the details arrive, as the header then asks for it', async () => {
    answerWith((url) => (url.pathname.endsWith('/movie/42') ? { body: movie } : undefined));
    setRuntimeConfig(testConfig());
    const queryClient = createTestQueryClient();
    prefetch(queryClient, { pathname: '/movie/42', params: { id: '42' } });
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
    );
    const preload = document.head.querySelector('link[rel="preload"][as="image"]')!;
    // Sized for the screen: never the service's original.
    expect(preload.getAttribute('imagesrcset')).toContain('/w780/');
    expect(preload.getAttribute('imagesrcset')).not.toContain('/original/');
    const { container } = renderDetail('/movie/42', queryClient);
    await screen.findByRole('heading', { name: 'A Film' });
    const backdrop = container.querySelector('header img')!;
    expect(backdrop.getAttribute('srcset')).toBe(preload.getAttribute('imagesrcset'));
    expect(backdrop.getAttribute('sizes')).toBe(preload.getAttribute('imagesizes'));
    preload.remove();
  });

  it('asks for nothing when the id is not one', () => {
    answerWith(() => undefined);
    prefetch(createTestQueryClient(), { pathname: '/movie/abc', params: { id: 'abc' } });
    expect(calls).toEqual([]);
  });
});
