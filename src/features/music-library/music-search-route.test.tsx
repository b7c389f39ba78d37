import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AddressBar } from '@/test/address-bar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import MusicSearchRoute from './music-search-route';

// The searches themselves are the API module's business (tested there): this test reads which
// queries the page asked for.
const useSongSearch = vi.hoisted(() =>
  vi.fn((query: string) => {
    void query;
    return { data: undefined, isPending: true, isError: false, refetch: vi.fn() };
  }),
);
vi.mock('./api/search-songs', () => ({ useSongSearch }));

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/music/search"
        element={
          <>
            <MusicSearchRoute />
            <AddressBar editTo="/music/search?q=tele" />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search music' });
const url = () => screen.getByLabelText('url');
const searched = () => useSongSearch.mock.calls.map(([query]) => query);
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  useSongSearch.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('Music search follows the address', () => {
  it('shows and searches a query changed in the address, and keeps it', async () => {
    renderAt('/music/search');
    expect(box()).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: 'edit address' }));
    await flush();
    expect(box()).toHaveValue('tele');
    // The box's old, empty text must not be written back over the new address.
    await flush(1000);
    expect(url()).toHaveTextContent('?q=tele');
    expect(searched()).toContain('tele');

    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    await flush(1000);
    expect(url()).toHaveTextContent(/^$/);
    expect(box()).toHaveValue('');
  });

  it('writes typing once it settles, keeping the text as typed, and a chip at once', async () => {
    renderAt('/music/search');
    fireEvent.change(box(), { target: { value: 'love ' } });
    expect(url()).toHaveTextContent(/^$/);
    await flush(1000);
    expect(url()).toHaveTextContent('?q=love');
    expect(box()).toHaveValue('love ');

    fireEvent.click(screen.getByRole('button', { name: 'Top Charts' }));
    expect(url()).toHaveTextContent('?q=Top+Charts');
    expect(box()).toHaveValue('Top Charts');
    await flush(1000);
    expect(url()).toHaveTextContent('?q=Top+Charts');
  });
});
