import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { QUERY_STALE_TIME_MS } from '../../lib/query-defaults';
import { createTestQueryClient, renderWithProviders } from '../../test/render-app';
import { testConfig } from '@shared/test/test-config';
import { MoodSection } from './components/mood-section';
import { EAGER_MOODS, MOODS } from '@shared/config/music-moods';
import { settlePage } from '../../test/page-settled-mock';
import { resetPageSettled } from '@/lib/startup/use-page-settled';
import { prefetch } from './prefetch';
import { requestPageAhead } from './ahead';
import { clearAhead } from '@/lib/startup/ahead';

vi.mock('@/lib/startup/page-settled', () => import('@/test/page-settled-mock'));

const requested: string[] = [];
const firstScreen = MOODS.slice(0, EAGER_MOODS);

beforeEach(() => {
  // Each test is a fresh page: its settle is still to come.
  resetPageSettled();
  requested.length = 0;
  clearAhead();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requested.push(new URL(input, 'http://app.test').searchParams.get('query') ?? '');
      const body = { success: true, data: { total: 0, start: 0, results: [] } };
      return new Response(JSON.stringify(body));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('music home prefetch', () => {
  it("searches the first screen's moods at once and the others once the page has settled", async () => {
    setRuntimeConfig(testConfig());
    // As the app's client: answers stay fresh while the page reads them.
    const queryClient = createTestQueryClient({ staleTime: QUERY_STALE_TIME_MS });
    await prefetch(queryClient);
    expect(requested).toEqual(firstScreen);
    settlePage();
    await waitFor(() => expect(requested).toEqual([...MOODS]));
    renderWithProviders(
      <>
        {MOODS.map((mood) => (
          <MoodSection key={mood} mood={mood} />
        ))}
      </>,
      { queryClient },
    );
    await waitFor(() => expect(screen.getAllByText('No songs found')).toHaveLength(MOODS.length));
    expect(requested).toHaveLength(MOODS.length);
  });

  it('takes the searches started ahead of it: each mood is still asked for once', async () => {
    setRuntimeConfig(testConfig());
    requestPageAhead();
    expect(requested).toEqual(firstScreen);
    const queryClient = createTestQueryClient({ staleTime: QUERY_STALE_TIME_MS });
    await prefetch(queryClient);
    settlePage();
    await waitFor(() => expect(requested).toHaveLength(MOODS.length));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requested).toEqual([...MOODS]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(MOODS.length);
  });
});
