import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordCatalogTiming } from '@/lib/tmdb/timings';
import { renderWithProviders } from '../../../test/render-app';
import DeveloperPanel, { routeIds } from './developer-panel';

describe('developer panel (Settings: developer mode)', () => {
  it('names the ids of detail, watch and player addresses', () => {
    expect(routeIds('/movie/155')).toBe('movie 155');
    expect(routeIds('/watch/tv/1396/2/3')).toBe('tv 1396 · S2E3');
    expect(routeIds('/player/anime/8001/1/1')).toBe('anime 8001 · S1E1');
    expect(routeIds('/settings')).toBeNull();
  });

  it('shows the route ids and the newest catalogue calls with status and time', () => {
    renderWithProviders(<DeveloperPanel />, { route: '/tv/1396' });
    const panel = screen.getByRole('complementary', { name: 'Developer panel' });
    expect(panel).toHaveTextContent('ids tv 1396');
    act(() => {
      recordCatalogTiming({ path: '/tv/1396', ms: 42, status: 200 });
      recordCatalogTiming({ path: '/tv/1396/season/1', ms: 7, status: 0 });
    });
    const calls = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(calls).toEqual(['/tv/1396/season/1 no answer · 7 ms', '/tv/1396 200 · 42 ms']);
  });
});
