import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import TitleRoute from '@/features/title/title-route';
import { resetPageSettled } from '@/lib/startup/use-page-settled';
import { useContinueWatchingStore, useWatchHistoryStore } from '@/lib/storage/video-lists';
import { createTestQueryClient, renderWithProviders } from './render-app';
import { notFound } from './title-fixtures';

/** A catalogue answer for an address, or undefined for a 404. */
export type Handler = (url: URL) => { status?: number; body: unknown } | undefined;

let handler: Handler = () => undefined;

/** The paths the Detail page's tests fetched, in order; emptied before each test. */
export const calls: string[] = [];

/** What the stubbed catalogue answers from now on. */
export function answerWith(next: Handler) {
  handler = next;
}

/**
 * Stubs `fetch` with the catalogue `answerWith` set, before each test of the calling file, on a
 * fresh page (its settle still to come) with empty video lists.
 */
export function stubDetailCatalog() {
  beforeEach(() => {
    resetPageSettled();
    calls.length = 0;
    useContinueWatchingStore.getState().actions.clear();
    useWatchHistoryStore.getState().actions.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://app.test');
        calls.push(url.pathname);
        const answer = handler(url) ?? notFound;
        return new Response(answer.body === null ? '' : JSON.stringify(answer.body), {
          status: answer.status ?? 200,
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
}

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

/** The Detail page at `route`, with the watch page's address shown when it navigates there. */
export function renderDetail(route: string, queryClient = createTestQueryClient()) {
  return renderWithProviders(
    <Routes>
      <Route path="/movie/:id" element={<TitleRoute />} />
      <Route path="/tv/:id" element={<TitleRoute />} />
      <Route path="/anime/:id" element={<TitleRoute />} />
      <Route path="/watch/*" element={<Where />} />
    </Routes>,
    { route, queryClient },
  );
}
