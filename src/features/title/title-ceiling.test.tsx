import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_RESTRICTIONS, setContentRestrictions } from '@/lib/content-restrictions';
import { resetPageSettled } from '@/lib/startup/use-page-settled';
import { movie, show } from '@/test/title-fixtures';
import { renderWithProviders } from '../../test/render-app';
import TitleRoute from './title-route';

vi.mock('@/lib/startup/page-settled', () => import('@/test/page-settled-mock'));

let answer: Record<string, unknown>;

beforeEach(() => {
  resetPageSettled();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer))),
  );
});
afterEach(() => {
  setContentRestrictions(NO_RESTRICTIONS);
  vi.unstubAllGlobals();
});

const kids = (country: 'US' | 'GB' = 'US') =>
  setContentRestrictions({ kids: true, ceiling: { country, max: 'PG' }, allowUnrated: false });

const verdict = (
  v: Partial<{ allowed: boolean; reason: string; rating: string | null; country: string | null }>,
) => ({
  allowed: false,
  reason: 'above',
  rating: 'R',
  country: 'US',
  ...v,
});

function renderDetail(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/movie/:id" element={<TitleRoute />} />
      <Route path="/tv/:id" element={<TitleRoute />} />
    </Routes>,
    { route },
  );
}

describe('A title under a profile ceiling', () => {
  it('says it is above the limit instead of offering Watch Now, My List and Trailer', async () => {
    kids();
    answer = { ...movie, reelbeat_rating: verdict({}) };
    renderDetail('/movie/42');
    expect(await screen.findByRole('heading', { name: 'A Film' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "This title is rated R, above this profile's limit.",
    );
    expect(screen.queryByRole('button', { name: /Watch Now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Trailer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Library/ })).toBeNull();
  });

  it("names the country of a rating that is not the ceiling's own, and hides the episodes", async () => {
    kids('GB');
    answer = { ...show, reelbeat_rating: verdict({ rating: 'TV-MA' }) };
    renderDetail('/tv/1396');
    expect(
      await screen.findByText("This title is rated TV-MA (US), above this profile's limit."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Seasons' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Play episode|Watch/ })).toBeNull();
  });

  it('explains an unrated title and one whose rating could not be read', async () => {
    kids();
    answer = {
      ...movie,
      reelbeat_rating: verdict({ reason: 'unrated', rating: null, country: null }),
    };
    const first = renderDetail('/movie/42');
    expect(
      await screen.findByText(
        'This title has no known rating, and this profile shows only rated titles.',
      ),
    ).toBeInTheDocument();
    first.unmount();
    answer = {
      ...movie,
      id: 43,
      reelbeat_rating: verdict({ reason: 'unknown', rating: null, country: null }),
    };
    renderDetail('/movie/43');
    expect(
      await screen.findByText(
        "This title's rating could not be checked, so this profile does not play it.",
      ),
    ).toBeInTheDocument();
  });

  it('says an adult title is over the limit instead of playing it', async () => {
    kids();
    answer = {
      ...movie,
      adult: true,
      reelbeat_rating: verdict({ reason: 'adult', rating: null, country: null }),
    };
    renderDetail('/movie/42');
    expect(
      await screen.findByText("This title is for adults only, above this profile's limit."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Watch Now/ })).toBeNull();
  });

  it('plays as usual within the ceiling', async () => {
    kids();
    answer = {
      ...movie,
      reelbeat_rating: verdict({ allowed: true, reason: 'within', rating: 'PG' }),
    };
    renderDetail('/movie/42');
    expect(await screen.findByRole('button', { name: /Watch Now/ })).toBeInTheDocument();
    expect(screen.queryByText(/above this profile's limit/)).toBeNull();
  });
});
