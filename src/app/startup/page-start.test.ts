import { beforeEach, describe, expect, it, vi } from 'vitest';
import { matchPage } from '../page-routes';
import { queryClient } from '../query-provider';
import { pageAhead, pageData, prefetchPageData } from './page-start';

const homePrefetch = vi.hoisted(() => vi.fn());
const titlePrefetch = vi.hoisted(() => vi.fn());
vi.mock('@/features/home/prefetch', () => ({ prefetch: homePrefetch }));
const searchPrefetch = vi.hoisted(() => vi.fn());
vi.mock('@/features/title/prefetch', () => ({ prefetch: titlePrefetch }));
vi.mock('@/features/search/prefetch', () => ({ prefetch: searchPrefetch }));
const homeAhead = vi.hoisted(() => vi.fn());
vi.mock('@/features/home/ahead', () => ({ requestPageAhead: homeAhead }));

describe('prefetchPageData', () => {
  beforeEach(() => {
    homePrefetch.mockClear();
    homeAhead.mockClear();
    titlePrefetch.mockClear();
    searchPrefetch.mockClear();
  });

  it("runs the page's prefetch with the app's query client and the match", async () => {
    await prefetchPageData('/movie/603');
    expect(titlePrefetch).toHaveBeenCalledWith(
      queryClient,
      { page: 'title', pathname: '/movie/603', params: { id: '603' } },
      expect.any(URLSearchParams),
    );
    await prefetchPageData('/');
    expect(homePrefetch).toHaveBeenCalledWith(
      queryClient,
      matchPage('/'),
      expect.any(URLSearchParams),
    );
  });

  it("starts the calls of Home's first screen ahead of its data layer", async () => {
    await prefetchPageData('/movie/603');
    expect(homeAhead).not.toHaveBeenCalled();
    await prefetchPageData('/');
    expect(homeAhead).toHaveBeenCalledTimes(1);
  });

  it('runs the data layer only once the calls ahead have started, whichever module loads first', async () => {
    const order: string[] = [];
    let arrive = () => {};
    const late = new Promise<void>((resolve) => (arrive = resolve));
    const load = pageAhead.home;
    pageAhead.home = () => late.then(() => ({ requestPageAhead: () => void order.push('ahead') }));
    homePrefetch.mockImplementationOnce(() => void order.push('prefetch'));
    try {
      const done = prefetchPageData('/');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(order).toEqual([]);
      arrive();
      await done;
      expect(order).toEqual(['ahead', 'prefetch']);
    } finally {
      pageAhead.home = load;
    }
  });

  it('loses nothing when the calls ahead cannot start: the data layer still asks', async () => {
    homeAhead.mockImplementationOnce(() => {
      throw new Error('The runtime configuration has not been loaded yet');
    });
    await prefetchPageData('/');
    expect(homePrefetch).toHaveBeenCalledTimes(1);
  });

  it("passes the location's query along (a search link or reload)", async () => {
    await prefetchPageData('/search?q=alien%20covenant');
    expect(searchPrefetch).toHaveBeenCalledTimes(1);
    const [, match, search] = searchPrefetch.mock.calls[0] as [unknown, unknown, URLSearchParams];
    expect(match).toEqual(matchPage('/search'));
    expect(search.get('q')).toBe('alien covenant');
  });

  it('does nothing for pages without data to start, or paths outside the table', async () => {
    await prefetchPageData('/settings');
    await prefetchPageData('/nowhere');
    expect(homePrefetch).not.toHaveBeenCalled();
    expect(titlePrefetch).not.toHaveBeenCalled();
    expect(pageData).not.toHaveProperty('settings');
  });
});
