import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { AHEAD_TTL_MS, clearAhead, takeAhead } from '../startup/ahead';
import { getCatalogStatus, getTrending } from './api';
import { catalogGet } from './client';
import { DEFAULT_CATALOG_PREFERENCES, setCatalogPreferences } from './preferences';
import { rawPagedSchema } from './schemas';
import { CATALOG_PATHS, requestAhead } from './url';
import { paged, testConfig } from '@/test/tmdb-fixtures';
import { stubFetch } from '@/test/stub-fetch';

const configuration = { images: { base_url: 'http://img/', secure_base_url: 'https://img/' } };

beforeEach(() => {
  setRuntimeConfig(testConfig());
  setCatalogPreferences(DEFAULT_CATALOG_PREFERENCES);
  clearAhead();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('catalogue calls started ahead of the data layer', () => {
  it('are asked for once: the client takes the answer instead of asking again', async () => {
    const calls = stubFetch((url) => ({
      body: url.pathname.endsWith('/configuration') ? configuration : paged([]),
    }));
    requestAhead(CATALOG_PATHS.configuration);
    requestAhead(CATALOG_PATHS.trending('movie'));
    requestAhead(CATALOG_PATHS.trending('tv'));
    requestAhead(CATALOG_PATHS.trending('tv'));
    expect(calls).toHaveLength(3);
    await expect(getCatalogStatus()).resolves.toEqual({ imageBaseUrl: 'https://img/' });
    await expect(getTrending()).resolves.toEqual([]);
    expect(calls.map((url) => url.pathname)).toEqual([
      expect.stringMatching(/\/configuration$/),
      expect.stringMatching(/\/trending\/movie\/week$/),
      expect.stringMatching(/\/trending\/tv\/week$/),
    ]);
    // Taken once: the next call asks the service again.
    await getCatalogStatus();
    expect(calls).toHaveLength(4);
  });

  it('carry the preferences they were started with; other preferences ask again', async () => {
    const calls = stubFetch(() => ({ body: configuration }));
    requestAhead(CATALOG_PATHS.configuration);
    setCatalogPreferences({ language: 'de-DE' });
    await getCatalogStatus();
    setCatalogPreferences({ language: 'en-US' });
    await getCatalogStatus();
    expect(calls.map((url) => url.searchParams.get('language'))).toEqual(['en-US', 'de-DE']);
  });

  it('are dropped when not taken in time: the page they were for is gone', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const calls = stubFetch((url) => ({
      body: url.pathname.endsWith('/configuration') ? configuration : paged([]),
    }));
    requestAhead(CATALOG_PATHS.configuration);
    requestAhead('/movie/popular');
    now = AHEAD_TTL_MS;
    await getCatalogStatus();
    expect(calls).toHaveLength(2);
    now = AHEAD_TTL_MS + 1;
    await catalogGet('/movie/popular', {}, rawPagedSchema);
    expect(calls).toHaveLength(3);
  });

  it('fail like any other call: an error answer, and the timeout while waiting', async () => {
    stubFetch(() => ({ status: 503, body: { status_message: 'Service down' } }));
    requestAhead('/movie/popular');
    await expect(catalogGet('/movie/popular', {}, rawPagedSchema)).rejects.toMatchObject({
      name: 'CatalogError',
      status: 503,
      message: 'Service down',
    });

    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    requestAhead('/movie/top_rated');
    const pending = catalogGet('/movie/top_rated', {}, rawPagedSchema).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_CATALOG_PREFERENCES.timeoutMs);
    expect(await pending).toMatchObject({ name: 'CatalogError', status: 0 });
  });

  it('leave nothing behind for an address nobody started', () => {
    expect(takeAhead('/api/catalog/configuration')).toBeUndefined();
  });
});
