import { screen, waitFor, within } from '@testing-library/react';
import { lazy, type ComponentType, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { testConfig } from '@shared/test/test-config';
import type { ReelbeatBridge } from '../../lib/platform/bridge';
import { AppLayout } from './app-layout';

// The data layer itself is not under test here; the tests' providers hold a query client.
vi.mock('../query-provider', () => ({
  default: ({ children }: { children: ReactNode }) => children,
}));

// The personal data's start (app-layout-personal-data.test.tsx tests it) is imported once the
// shell settles, which a key or click here does: its real module, transformed on a loaded
// machine, could still be arriving after the file's tests and environment had ended.
vi.mock('../startup/personal-data', () => ({ startPersonalData: vi.fn() }));

// Stands in for the player region, to see when the layout loads it.
vi.mock(import('../../features/music-player'), async (importOriginal) => ({
  ...(await importOriginal()),
  PlayerBarRegion: () => <div data-testid="player-region" />,
}));

const SIDEBAR_ORDER = [
  'Home',
  'Search',
  'Trending',
  'Top Rated',
  'Categories',
  'My Library',
  'Continue Watching',
  'Watch History',
  'Favorites',
  'Music',
  'Music Search',
  'Music Library',
  'Support Us',
  'About',
  'Settings',
];

function renderLayout(route = '/', config = testConfig()) {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<h1>content</h1>} />
      </Route>
    </Routes>,
    { route, config },
  );
}

/** The layout as it renders on `day` (the sidebar shows a seasonal entry only in its season). */
function renderLayoutOn(day: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now: day });
  try {
    renderLayout();
  } finally {
    vi.useRealTimers();
  }
}

const fakeBridge = (): ReelbeatBridge => ({
  window: {
    minimize: () => undefined,
    maximize: () => undefined,
    close: () => undefined,
    isMaximized: () => Promise.resolve(false),
    onMaximizedChange: () => () => undefined,
  },
  presence: { set: () => Promise.resolve(), clear: () => Promise.resolve() },
});

afterEach(() => {
  delete window.reelbeat;
});

describe('AppLayout', () => {
  it('lists the 15 sidebar entries in their fixed order with their paths', () => {
    // Outside Rewind's season (December and January), which adds a sixteenth after Favorites.
    renderLayoutOn(new Date(2026, 5, 15, 12));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link').slice(1); // the first link is the logo
    expect(links.map((l) => l.textContent)).toEqual(SIDEBAR_ORDER);
    expect(links[4]).toHaveAttribute('href', '/categories');
    expect(links[14]).toHaveAttribute('href', '/settings');
  });

  it('adds Rewind after Favorites in its season', () => {
    renderLayoutOn(new Date(2026, 11, 1, 0, 30));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const labels = within(nav)
      .getAllByRole('link')
      .slice(1)
      .map((l) => l.textContent);
    expect(labels).toEqual([...SIDEBAR_ORDER.slice(0, 9), 'Rewind', ...SIDEBAR_ORDER.slice(9)]);
  });

  it('shows the product name, and the founder credit only when configured', () => {
    renderLayout(
      '/',
      testConfig({ creator: { name: 'A. Founder', videoChannelUrl: null, repositoryUrl: null } }),
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Reelbeat')).toBeInTheDocument();
    expect(within(nav).getByText('by A. Founder')).toBeInTheDocument();
  });

  it('has a six-item bottom navigation whose active item follows the path', () => {
    renderLayout('/music/search');
    const bottom = screen.getByRole('navigation', { name: 'Quick navigation' });
    const items = within(bottom).getAllByRole('link');
    expect(items.map((l) => l.textContent)).toEqual([
      'Home',
      'Search',
      'Library',
      'Music',
      'Music Search',
      'Music Library',
    ]);
    expect(within(bottom).getByRole('link', { name: 'Music Search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bottom).getByRole('link', { name: 'Music' })).not.toHaveAttribute('aria-current');
  });

  it('opens the navigation from the menu toggle and closes it when an entry is chosen', async () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Trending' }));
    expect(nav).toHaveAttribute('data-open', 'false');
  });

  it('closes the open navigation with Escape', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveAttribute(
      'data-open',
      'false',
    );
  });

  it('in the desktop shell shows the title bar, offsets content and drops the browser-only bars', async () => {
    window.reelbeat = fakeBridge();
    const { container } = renderLayout();
    expect(container.querySelector('[data-desktop-shell="true"]')).not.toBeNull();
    // The title bar is a lazy chunk; on a loaded machine its first transform can take seconds.
    expect(
      await screen.findByRole('button', { name: 'Minimize' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });

  it('loads the music player only once a music page has been shown, then keeps it', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // Other lazy parts of the layout settle first, so a late region would have shown by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('player-region')).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: /^Music$/ }));
    expect(await screen.findByTestId('player-region')).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: /^Home$/ }));
    expect(screen.getByTestId('player-region')).toBeInTheDocument();
  });

  it('reveals the first page in place of the loading screen once its code is in', async () => {
    // Inside act() React commits at once; outside it, it holds content back until 300 ms after
    // a Suspense fallback appeared. The test runs as the browser does, outside act().
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let loadPage: ((module: { default: ComponentType }) => void) | undefined;
      const Page = lazy(() => new Promise<{ default: ComponentType }>((done) => (loadPage = done)));
      renderWithProviders(
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<Page />} />
          </Route>
        </Routes>,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
      await waitFor(() => expect(loadPage).toBeDefined());
      loadPage?.({ default: () => <h1>the page</h1> });
      // Revealed in place of the loading screen. How soon (not 300 ms later) is a wall-clock
      // measure, a bench row (docs/benchmarks.md, "first page revealed"), not this test's.
      expect(await screen.findByRole('heading', { name: 'the page' })).toBeInTheDocument();
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
