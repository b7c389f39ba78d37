import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { getMediaDetails, getTrending } from './api';
import { CatalogError, catalogGet } from './client';
import { DEFAULT_CATALOG_PREFERENCES, setCatalogPreferences } from './preferences';
import { rawPagedSchema } from './schemas';
import { paged, testConfig } from '@/test/tmdb-fixtures';
import { stubFetch } from '@/test/stub-fetch';

beforeEach(() => {
  setRuntimeConfig(testConfig());
  setCatalogPreferences(DEFAULT_CATALOG_PREFERENCES);
});
afterEach(() => vi.unstubAllGlobals());

describe('catalogue client errors, keys and cancellation', () => {
  it('raises the service error message and status', async () => {
    stubFetch(() => ({
      status: 404,
      body: {
        success: false,
        status_code: 34,
        status_message: 'The resource you requested could not be found.',
      },
    }));
    const error = await getMediaDetails('movie', 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect(error).toMatchObject({
      status: 404,
      code: 34,
      message: 'The resource you requested could not be found.',
    });
  });

  it('raises a CatalogError for a body of the wrong shape', async () => {
    stubFetch(() => ({ body: { results: 'nope' } }));
    await expect(getTrending()).rejects.toBeInstanceOf(CatalogError);
  });

  it('appends the api key only when a static config carries one', async () => {
    setRuntimeConfig(testConfig({ baseUrl: 'https://api.test/3', apiKey: 'k' }));
    const calls = stubFetch(() => ({ body: paged([]) }));
    await catalogGet('/movie/popular', {}, rawPagedSchema);
    expect(calls[0]?.origin).toBe('https://api.test');
    expect(calls[0]?.searchParams.get('api_key')).toBe('k');
  });

  it('gives up after the timeout preference', async () => {
    vi.useFakeTimers();
    try {
      setCatalogPreferences({ timeoutMs: 15_000 });
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_resolve, reject) => {
              init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
            }),
        ),
      );
      const pending = catalogGet('/configuration', {}, rawPagedSchema).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await pending).toMatchObject({
        name: 'CatalogError',
        status: 0,
        message: expect.stringMatching(/15 s/),
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('is cancellable by the caller', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            );
          }),
      ),
    );
    const controller = new AbortController();
    const pending = catalogGet('/configuration', {}, rawPagedSchema, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
