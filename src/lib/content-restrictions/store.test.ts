import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { catalogKeys } from '@/lib/catalog';
import { getMediaDetails, getPopular, searchMulti } from '@/lib/tmdb/api';
import { CatalogError } from '@/lib/tmdb/client';
import { getCatalogPreferences } from '@/lib/tmdb/preferences';
import { movieItem, paged, testConfig, tvDetails } from '@/test/tmdb-fixtures';
import { stubFetch } from '@/test/stub-fetch';
import {
  NO_RESTRICTIONS,
  getContentRestrictions,
  setContentRestrictions,
  type ContentRestrictions,
} from './store';

const KIDS: ContentRestrictions = {
  kids: true,
  ceiling: { country: 'US', max: 'PG' },
  allowUnrated: false,
};

beforeEach(() => setRuntimeConfig(testConfig()));
afterEach(() => {
  setContentRestrictions(NO_RESTRICTIONS);
  vi.unstubAllGlobals();
});

describe('content restrictions', () => {
  it('start with none, and a kids profile puts its ceiling on every catalogue call', async () => {
    expect(getContentRestrictions().kids).toBe(false);
    const calls = stubFetch(() => ({ body: { ...paged([movieItem]), reelbeat_ceiling: 'US:PG' } }));
    await getPopular('movie');
    expect(calls[0]?.searchParams.has('reelbeat_ceiling')).toBe(false);
    setContentRestrictions({ ...KIDS, allowUnrated: true });
    await getPopular('movie');
    expect(calls[1]?.searchParams.get('reelbeat_ceiling')).toBe('US:PG');
    expect(calls[1]?.searchParams.get('reelbeat_unrated')).toBe('1');
    setContentRestrictions(NO_RESTRICTIONS);
    await getPopular('movie');
    expect(calls[2]?.searchParams.has('reelbeat_ceiling')).toBe(false);
  });

  it('key every catalogue query by the ceiling, so another profile never reads its cache', () => {
    const open = catalogKeys.popular(getCatalogPreferences(), 'movie');
    setContentRestrictions(KIDS);
    const kids = catalogKeys.popular(getCatalogPreferences(), 'movie');
    setContentRestrictions({ ...KIDS, ceiling: { country: 'GB', max: '12A' } });
    const older = catalogKeys.search(getCatalogPreferences(), 'x');
    expect(JSON.stringify(kids)).not.toBe(JSON.stringify(open));
    expect(JSON.stringify(older)).toContain('GB:12A');
  });

  it('refuse a list the catalogue did not filter by the ceiling', async () => {
    setContentRestrictions(KIDS);
    stubFetch(() => ({ body: paged([movieItem]) }));
    await expect(searchMulti('matrix')).rejects.toBeInstanceOf(CatalogError);
    stubFetch(() => ({ body: { ...paged([movieItem]), reelbeat_ceiling: 'US:G' } }));
    await expect(getPopular('movie')).rejects.toThrow(/reelbeat_ceiling/);
  });

  it("read a title's verdict from its details, and refuse details without one", async () => {
    setContentRestrictions(KIDS);
    const verdict = { allowed: false, reason: 'above', rating: 'TV-MA', country: 'US' };
    stubFetch(() => ({ body: { ...tvDetails, reelbeat_rating: verdict } }));
    expect((await getMediaDetails('tv', 1396)).ceiling).toEqual(verdict);
    stubFetch(() => ({ body: tvDetails }));
    await expect(getMediaDetails('tv', 1396)).rejects.toBeInstanceOf(CatalogError);
    setContentRestrictions(NO_RESTRICTIONS);
    expect((await getMediaDetails('tv', 1396)).ceiling).toBeNull();
  });

  it('send the ceiling as the catalogue reads it, and stay a kids profile whatever it holds', () => {
    setContentRestrictions({ ...KIDS, ceiling: { country: 'es' as 'ES', max: ' ua  7+ ' } });
    expect(getCatalogPreferences().restriction).toEqual({
      ceiling: 'ES:UA 7+',
      allowUnrated: false,
    });
    // The server judges the certification (an unknown one is an error there, never no ceiling).
    setContentRestrictions({ ...KIDS, ceiling: { country: 'DE', max: 'XYZ' } });
    expect(getContentRestrictions()).toEqual({ ...KIDS, ceiling: { country: 'DE', max: 'XYZ' } });
  });

  it('take a ceiling set before start-up, once, and only as a kids profile', async () => {
    vi.resetModules();
    Object.assign(globalThis, { reelbeatContentRestrictions: { ceiling: 'gb:pg' } });
    try {
      const fresh = await import('./store');
      const prefs = await import('@/lib/tmdb/preferences');
      expect(fresh.getContentRestrictions()).toEqual({
        kids: true,
        ceiling: { country: 'GB', max: 'PG' },
        allowUnrated: false,
      });
      expect(prefs.getCatalogPreferences().restriction).toEqual({
        ceiling: 'GB:PG',
        allowUnrated: false,
      });
      // Taken once: a copy of the module loaded later (another page) cannot apply it again.
      expect(globalThis).not.toHaveProperty('reelbeatContentRestrictions');
      fresh.setContentRestrictions(fresh.NO_RESTRICTIONS);
    } finally {
      delete (globalThis as { reelbeatContentRestrictions?: unknown }).reelbeatContentRestrictions;
    }
  });
});
