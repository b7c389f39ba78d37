import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AddressBar } from '@/test/address-bar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { movieItem, paged, personItem, tvItem } from '@/test/tmdb-fixtures';
import { settlePage } from '@/test/page-settled-mock';
import { resetPageSettled } from '@/lib/startup/use-page-settled';
import { afterLeadImage, resetLeadImage } from '@/lib/startup/lead-image';
import { createTestQueryClient, renderWithProviders } from '../../test/render-app';
import { prefetch } from './prefetch';
import SearchRoute from './search-route';
import { SEARCH_DEBOUNCE_MS } from './search-debounce';

vi.mock('@/lib/startup/page-settled', () => import('@/test/page-settled-mock'));

const queries: string[] = [];
let respond: (query: string) => Promise<unknown>;

function renderSearch(route = '/search', queryClient = createTestQueryClient()) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/search"
        element={
          <>
            <SearchRoute />
            <AddressBar editTo="/search?q=zzzxqq" />
          </>
        }
      />
    </Routes>,
    { route, queryClient },
  );
}

const box = () => screen.getByPlaceholderText('Search for movies, TV shows, anime...');
const flush = async (ms = 0) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  // Each test is a fresh page: its settle is still to come.
  resetPageSettled();
  queries.length = 0;
  vi.useFakeTimers();
  // jsdom has no scrolling; the virtualised grid asks for it.
  vi.stubGlobal('scrollTo', () => undefined);
  respond = async () => paged([movieItem, tvItem, personItem], 1, 1);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      if (url.pathname.endsWith('/search/multi')) {
        queries.push(url.searchParams.get('query') ?? '');
        try {
          return new Response(JSON.stringify(await respond(url.searchParams.get('query') ?? '')));
        } catch {
          // A 401 is not retried, so the failure shows at once.
          return new Response(JSON.stringify({ status_message: 'Invalid API key' }), {
            status: 401,
          });
        }
      }
      return new Response(JSON.stringify({ genres: [] }));
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Search page', () => {
  it('asks for the first poster first: at once and at high priority, the others at low', async () => {
    renderSearch('/search?q=matrix');
    await flush();
    const posters = [...document.querySelectorAll('article img')];
    expect(posters).toHaveLength(2);
    expect(posters[0]).toHaveAttribute('fetchpriority', 'high');
    expect(posters[0]).toHaveAttribute('loading', 'eager');
    expect(posters[1]).toHaveAttribute('fetchpriority', 'low');
    expect(posters[1]).toHaveAttribute('loading', 'lazy');
  });

  it('on the first screen, leaves the other posters out until the first has loaded', async () => {
    resetLeadImage(); // the visit's first screen
    renderSearch('/search?q=matrix');
    await flush();
    const [first, second] = [...document.querySelectorAll('article img')];
    expect(first).toHaveAttribute('src');
    expect(second).not.toHaveAttribute('src');
    // jsdom loads nothing: a failed lead lets the others go at once.
    act(() => void fireEvent.error(first!));
    expect(second).toHaveAttribute('src');
  });

  it('holds no image once the search has failed: there is no lead to wait for', async () => {
    resetLeadImage();
    respond = () => Promise.reject(new Error('down'));
    renderSearch('/search?q=matrix');
    await flush();
    expect(screen.getByText('Search is unavailable')).toBeInTheDocument();
    const waiting = vi.fn();
    afterLeadImage(waiting);
    expect(waiting).toHaveBeenCalled();
  });

  it('starts with the "Start searching" state and treats whitespace as empty', async () => {
    renderSearch();
    expect(screen.getByText('Start searching')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a movie, TV show, or anime title to get started'),
    ).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: '   ' } });
    await flush(SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('Start searching')).toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('waits 500 ms after the last keystroke, then searches and puts the query in the URL', async () => {
    let release: () => void = () => undefined;
    respond = () =>
      new Promise((resolve) => {
        release = () => resolve(paged([movieItem, tvItem, personItem], 1, 1));
      });
    renderSearch();
    fireEvent.change(box(), { target: { value: 'matr' } });
    await flush(300);
    fireEvent.change(box(), { target: { value: 'matrix' } });
    await flush(SEARCH_DEBOUNCE_MS - 1);
    expect(queries).toEqual([]);
    await flush(1);
    expect(queries).toEqual(['matrix']);
    expect(screen.getByLabelText('url')).toHaveTextContent('?q=matrix');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    release();
    await flush();
    expect(screen.getByRole('link', { name: 'The Matrix' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Breaking Bad' })).toBeInTheDocument();
    // People are not titles.
    expect(screen.queryByText('Bryan Cranston')).toBeNull();
  });

  it('reads the query from the URL and shows "No results found" for nothing', async () => {
    respond = async () => paged([], 1, 1);
    renderSearch('/search?q=zzz');
    expect(box()).toHaveValue('zzz');
    await flush();
    expect(queries).toEqual(['zzz']);
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try searching with different keywords')).toBeInTheDocument();
  });

  it('clears the results when the search fails, says so and retries on request', async () => {
    respond = async () => {
      throw new Error('offline');
    };
    renderSearch('/search?q=alien');
    await flush();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Search is unavailable');
    // A failure is not an empty answer.
    expect(screen.queryByText('No results found')).toBeNull();
    expect(screen.queryByText('Try searching with different keywords')).toBeNull();

    respond = async () => paged([movieItem], 1, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(queries).toEqual(['alien', 'alien']);
    expect(screen.getByRole('link', { name: 'The Matrix' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Search follows the address', () => {
  it('shows and searches a query changed in the address, and again on back', async () => {
    renderSearch('/search?q=the');
    await flush();
    expect(box()).toHaveValue('the');

    fireEvent.click(screen.getByRole('button', { name: 'edit address' }));
    await flush();
    expect(box()).toHaveValue('zzzxqq');
    // The box's old text must not be written back over the new address.
    await flush(SEARCH_DEBOUNCE_MS * 2);
    expect(screen.getByLabelText('url')).toHaveTextContent('?q=zzzxqq');
    expect(box()).toHaveValue('zzzxqq');
    expect(queries).toEqual(['the', 'zzzxqq']);

    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    await flush(SEARCH_DEBOUNCE_MS * 2);
    expect(screen.getByLabelText('url')).toHaveTextContent('?q=the');
    expect(box()).toHaveValue('the');
  });

  it('keeps the text as typed when its own query reaches the address', async () => {
    renderSearch('/search?q=the');
    fireEvent.change(box(), { target: { value: 'the matrix ' } });
    await flush(SEARCH_DEBOUNCE_MS);
    expect(screen.getByLabelText('url')).toHaveTextContent('?q=the+matrix');
    // The trailing space stays: the visitor is still typing.
    expect(box()).toHaveValue('the matrix ');
  });
});

describe('Search prefetch', () => {
  const requested = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

  it('starts the search in the address, and the genres once the page has settled', async () => {
    const queryClient = createTestQueryClient();
    prefetch(queryClient, null, new URLSearchParams('q=matrix'));
    expect(queries).toEqual(['matrix']);
    // The genre names show only in a card's overlay: they do not travel beside the results.
    expect(requested()).toHaveLength(1);
    settlePage();
    expect(requested()).toHaveLength(3);
    renderSearch('/search?q=matrix', queryClient);
    await flush();
    expect(screen.getByRole('link', { name: 'The Matrix' })).toBeInTheDocument();
    expect(requested()).toHaveLength(3);
  });

  it('asks for nothing without a query', () => {
    prefetch(createTestQueryClient(), null, new URLSearchParams('q=%20%20'));
    expect(requested()).toEqual([]);
  });
});
