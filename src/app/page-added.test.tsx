import { screen, within } from '@testing-library/react';
import { CalendarDays } from 'lucide-react';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PageRecord } from '@/lib/pages';
import { renderWithProviders } from '../test/render-app';
import type * as I18n from '@/lib/i18n';
import type * as Pages from './pages';

const withMessages = vi.hoisted(() =>
  vi.fn((_groups: readonly string[], module: Promise<unknown>) => module),
);
vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18n>()),
  withMessages,
}));

function RecapRoute() {
  return <h1>recap of {useParams().year ?? 'this year'}</h1>;
}

/** A page added as the docs say (docs/architecture.md): its record, and one line in the list. */
const recapPage = {
  name: 'recap',
  routes: { recap: '/recap', recapYear: '/recap/:year' },
  load: () => Promise.resolve({ default: RecapRoute }),
  messages: ['video', 'music'],
  nav: { label: 'app.nav.recap', icon: CalendarDays, section: 'library', order: 5 },
  activity: { state: 'desktop.page.recap' },
} as const satisfies PageRecord;

vi.mock('./pages', async (importOriginal) => {
  const listed = await importOriginal<typeof Pages>();
  return { PAGES: [...listed.PAGES, recapPage] };
});

const { AppRoutes } = await import('./router');
const { SIDEBAR_ITEMS, BOTTOM_ITEMS } = await import('./layout/nav-items');
const { activityAt, pageForPath, pageModules } = await import('./page-routes');

describe('a page recorded once', () => {
  it('is routed, with its path’s parameters, inside the shell', async () => {
    renderWithProviders(<AppRoutes />, { route: '/recap/2024' });
    expect(await screen.findByRole('heading', { name: 'recap of 2024' })).toBeInTheDocument();
    expect(pageForPath('/recap/2024')).toBe('recap');
    expect(pageForPath('/recap')).toBe('recap');
  });

  it('loads with the groups of words it names', async () => {
    // The list's type knows only the app's own pages; the mock added this one.
    await (pageModules as Record<string, () => Promise<unknown>>).recap!();
    expect(withMessages).toHaveBeenCalledWith(['video', 'music'], expect.any(Promise));
  });

  it('takes its place in the sidebar, after its section’s others, and in no bottom bar', () => {
    const labels = SIDEBAR_ITEMS.map((item) => item.label);
    expect(labels.indexOf('app.nav.recap')).toBe(labels.indexOf('app.nav.favorites') + 1);
    expect(SIDEBAR_ITEMS.find((item) => item.label === 'app.nav.recap')).toEqual({
      label: 'app.nav.recap',
      to: '/recap',
      icon: CalendarDays,
    });
    expect(BOTTOM_ITEMS).toHaveLength(6);
  });

  it('is shown in the sidebar the app renders', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'app.nav.recap' })).toHaveAttribute(
      'href',
      '/recap',
    );
  });

  it('tells desktop presence what it says there', () => {
    expect(activityAt('/recap/2024')).toEqual({ state: 'desktop.page.recap' });
  });
});
