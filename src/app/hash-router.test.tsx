import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_createHashHistory as createHashHistory, useLocation } from 'react-router';
import { Link } from '@/components/link';
import { HashRouter, withPlainHashHrefs } from './hash-router';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at:{pathname + search}</p>;
}

let changed = false;
/** Changes the address while the tree renders: after the router has read it, before it listens. */
function AddressChangeMidRender({ to }: { to: string }) {
  if (!changed) {
    changed = true;
    window.history.pushState(null, '', to);
  }
  return null;
}

describe('HashRouter', () => {
  beforeEach(() => {
    changed = false;
    window.history.replaceState(null, '', '/');
  });

  it('starts from the hash route', () => {
    window.history.replaceState(null, '', '/#/search?q=alien');
    render(
      <HashRouter>
        <Where />
      </HashRouter>,
    );
    expect(screen.getByText('at:/search?q=alien')).toBeInTheDocument();
  });

  it('honours an address change between its first render and its subscription', async () => {
    render(
      <HashRouter>
        <Where />
        <AddressChangeMidRender to="/#/library" />
      </HashRouter>,
    );
    expect(await screen.findByText('at:/library')).toBeInTheDocument();
  });

  it('follows links and the back button', async () => {
    render(
      <HashRouter>
        <Where />
        <Link to="/about">About</Link>
      </HashRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByText('at:/about')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/about');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByText('at:/')).toBeInTheDocument();
  });

  it('hears a hash set from outside (a deep link)', async () => {
    render(
      <HashRouter>
        <Where />
      </HashRouter>,
    );
    await act(async () => {
      window.location.hash = '#/music/playlists';
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByText('at:/music/playlists')).toBeInTheDocument();
  });

  it('renders link hrefs without searching the document for a <base>', () => {
    window.history.replaceState(null, '', '/#/search');
    render(
      <HashRouter>
        <Link to="/movie/550?from=grid">Fight Club</Link>
        <Link to="trending">Trending</Link>
      </HashRouter>,
    );
    const spy = vi.spyOn(document, 'querySelector');
    render(
      <HashRouter>
        <Link to="/tv/1399">Game of Thrones</Link>
        <Link to="/tv/1400">Seinfeld</Link>
        <Link to="/tv/1401">Lost</Link>
      </HashRouter>,
    );
    // One look when the router starts, none per link.
    const looks = spy.mock.calls.filter(([selector]) => String(selector).includes('base'));
    expect(looks.length).toBeLessThanOrEqual(1);
    spy.mockRestore();
    expect(screen.getByRole('link', { name: 'Fight Club' })).toHaveAttribute(
      'href',
      '#/movie/550?from=grid',
    );
    expect(screen.getByRole('link', { name: 'Trending' })).toHaveAttribute('href', '#/trending');
    expect(screen.getByRole('link', { name: 'Game of Thrones' })).toHaveAttribute(
      'href',
      '#/tv/1399',
    );
  });

  it('keeps the stock href builder under a <base href>', () => {
    const base = document.createElement('base');
    base.href = '/app/';
    document.head.append(base);
    try {
      window.history.replaceState(null, '', '/app/#/');
      const history = createHashHistory({ v5Compat: true });
      expect(withPlainHashHrefs(history)).toBe(history);
    } finally {
      base.remove();
    }
  });

  it('keeps the history readable through the plain-href view', async () => {
    window.history.replaceState(null, '', '/#/library');
    const history = withPlainHashHrefs(createHashHistory({ v5Compat: true }));
    expect(history.location.pathname).toBe('/library');
    expect(history.createHref('/about')).toBe('#/about');
    history.push('/about');
    expect(history.location.pathname).toBe('/about');
    expect(window.location.hash).toBe('#/about');
  });
});
