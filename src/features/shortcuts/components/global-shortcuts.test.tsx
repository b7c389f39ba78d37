import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadMessages } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { closeShortcutsHelp, openShortcutsHelp } from '../help-state';
import { usePageKeys, type PageKeys } from '../page-keys';
import GlobalShortcuts from './global-shortcuts';
import { ShortcutsEntry } from './shortcuts-entry';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function SearchPage() {
  return <input type="search" aria-label="Search box" />;
}

function WatchPage({ keys }: { keys: PageKeys }) {
  usePageKeys(keys);
  return <h1 tabIndex={-1}>Watch</h1>;
}

function renderAt(path: string, page = <h1 tabIndex={-1}>Home</h1>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main id="main-content">
        <Routes>
          <Route path="/search" element={<SearchPage />} />
          <Route path="/music/search" element={<SearchPage />} />
          <Route path="*" element={page} />
        </Routes>
      </main>
      <Where />
      <GlobalShortcuts musicShown={false} />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => closeShortcutsHelp()));

describe('GlobalShortcuts', () => {
  it('opens the grouped help with `?` and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const group of ['Playback', 'Music', 'Watch', 'General']) {
      expect(within(dialog).getByRole('region', { name: group })).toBeInTheDocument();
    }
    const playback = within(dialog).getByRole('region', { name: 'Playback' });
    expect(playback).toHaveTextContent('SpacePlay or pause');
    expect(playback).toHaveTextContent('→Forward 10 seconds');
    expect(playback).toHaveTextContent('Shift+←Previous song');
    expect(playback).toHaveTextContent('↑Volume up 10%');
    // Every shortcut of the issue, each key of a combination in its own <kbd>.
    const terms = [...dialog.querySelectorAll('dt')];
    expect(terms).toHaveLength(18);
    expect(terms.every((term) => term.querySelector(':scope > kbd > kbd'))).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the help again with `?` while the browser’s own close is still to be told', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' }) as HTMLDialogElement;
    // Chromium closes a dialog on an Escape it does not let the page cancel, and fires `close`
    // a task later: the help is off screen while the store still says open.
    const late: Event[] = [];
    const dispatch = dialog.dispatchEvent.bind(dialog);
    dialog.dispatchEvent = (event: Event) =>
      event.type === 'close' ? !!late.push(event) : dispatch(event);
    act(() => dialog.close());
    expect(dialog.open).toBe(false);
    await user.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    // The stale `close` arrives: the help opened since stays open.
    act(() => void late.forEach((event) => dispatch(event)));
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });

  it('does not open help while typing in a field', async () => {
    const user = userEvent.setup();
    renderAt('/search');
    await user.type(screen.getByRole('searchbox', { name: 'Search box' }), 'what?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('what?');
  });

  it('focuses the page’s search field with `/`, or opens the section’s search first', async () => {
    const user = userEvent.setup();
    renderAt('/search');
    await user.keyboard('/');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('opens the catalogue search from other pages, and the music search from music pages', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt('/trending');
    await user.keyboard('/');
    expect(screen.getByTestId('where')).toHaveTextContent('/search');
    await vi.waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
    unmount();
    renderAt('/music/library');
    await user.keyboard('/');
    expect(screen.getByTestId('where')).toHaveTextContent('/music/search');
  });

  it('answers the keys a page registered (F, N, P on the Watch page)', async () => {
    const user = userEvent.setup();
    const keys = { video: true, fullscreen: vi.fn(), nextEpisode: vi.fn() };
    renderAt('/watch/tv/1/1/1', <WatchPage keys={keys} />);
    await user.keyboard('fnp');
    expect(keys.fullscreen).toHaveBeenCalledTimes(1);
    expect(keys.nextEpisode).toHaveBeenCalledTimes(1);
  });

  it('opens the same dialog from the Settings entry', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ShortcutsEntry />
        <GlobalShortcuts musicShown={false} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('builds the help closed in an idle moment, so `?` opens that same dialog; unmounting removes it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt('/');
    expect(document.querySelector('dialog')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const built = document.querySelector('dialog');
    expect(built).not.toBeNull();
    expect(built).not.toHaveAttribute('open');
    expect(built!.querySelectorAll('dt')).toHaveLength(18);
    const firstTerm = built!.querySelector('dt');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toBe(built);
    expect(dialog.dataset.modal).toBe('');
    expect(dialog.querySelector('dt')).toBe(firstTerm);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('dialog')).toBe(built);
    await user.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBe(built);

    unmount();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('the help built closed follows a language switch', async () => {
    renderAt('/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const built = document.querySelector('dialog')!;
    expect(built.querySelector('h3')).toHaveTextContent('Playback');
    try {
      await act(async () => {
        await loadMessages(['info']);
        await activateLocale('de', 'US');
      });
      await waitFor(() => expect(built.querySelector('h3')).toHaveTextContent('Wiedergabe'));
      expect(built).toHaveTextContent('Umschalt+←Vorheriger Song');
    } finally {
      await act(() => activateEnglish());
    }
  });

  it('shows a dialog asked for before it was mounted', () => {
    act(() => openShortcutsHelp());
    renderAt('/');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});
