import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_RESTRICTIONS, setContentRestrictions } from '@/lib/content-restrictions';
import { DEFAULT_SETTINGS, useSettingsStore } from '@/lib/settings';
import { DEFAULT_CATALOG_PREFERENCES, setCatalogPreferences } from '@/lib/tmdb/preferences';
import { movie } from '@/test/title-fixtures';
import { renderWithProviders } from '../../test/render-app';
import WatchRoute from './watch-route';

let answer: () => Promise<Response>;

beforeEach(() => {
  useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS } });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer()),
  );
});
afterEach(() => {
  setContentRestrictions(NO_RESTRICTIONS);
  setCatalogPreferences({ retries: DEFAULT_CATALOG_PREFERENCES.retries });
  vi.unstubAllGlobals();
});

const kids = () =>
  setContentRestrictions({
    kids: true,
    ceiling: { country: 'US', max: 'PG' },
    allowUnrated: false,
  });
const details = (verdict: unknown) => async () =>
  new Response(JSON.stringify({ ...movie, reelbeat_rating: verdict }));
const player = () => screen.queryByTitle(/^Player:/);

describe('The player under a profile ceiling', () => {
  it('refuses a title over the ceiling: no embed, and says why', async () => {
    kids();
    answer = details({ allowed: false, reason: 'above', rating: 'R', country: 'US' });
    renderWithProviders(<WatchRoute />, { route: '/watch/movie/42' });
    expect(screen.getByRole('status')).toHaveTextContent("Checking this title's rating…");
    expect(player()).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Not available on this profile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A Film');
    expect(
      screen.getByText("This title is rated R, above this profile's limit."),
    ).toBeInTheDocument();
    expect(player()).toBeNull();
  });

  it('refuses when the rating cannot be read', async () => {
    kids();
    setCatalogPreferences({ retries: 0 });
    answer = () => Promise.reject(new TypeError('offline'));
    renderWithProviders(<WatchRoute />, { route: '/watch/tv/7002/1/1' });
    expect(
      await screen.findByText(
        "This title's rating could not be checked, so this profile does not play it.",
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(player()).toBeNull();
  });

  it('plays a title within the ceiling', async () => {
    kids();
    answer = details({ allowed: true, reason: 'within', rating: 'PG', country: 'US' });
    renderWithProviders(<WatchRoute />, { route: '/watch/movie/42' });
    expect(await screen.findByTitle(/^Player:/)).toBeInTheDocument();
  });

  it('plays at once without a ceiling, before any details arrive', () => {
    answer = () => new Promise(() => undefined);
    renderWithProviders(<WatchRoute />, { route: '/watch/movie/42' });
    expect(player()).not.toBeNull();
  });
});
