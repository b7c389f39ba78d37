import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { HashRouter } from './hash-router';

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
});
