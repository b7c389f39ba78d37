import { QueryClient, onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okAnswer, stubCatalogAnswers } from '@/test/home-answers';
import { renderWithProviders } from '../../test/render-app';
import HomeRoute from './home-route';

beforeEach(() => {
  vi.stubGlobal('scrollTo', () => undefined);
  stubCatalogAnswers(okAnswer);
});

afterEach(() => vi.unstubAllGlobals());

describe('Home offline', () => {
  const goOffline = () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    window.dispatchEvent(new Event('offline'));
    onlineManager.setOnline(false); // as the app's query layer does (src/app/online-queries.ts)
  };
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    window.dispatchEvent(new Event('online'));
    onlineManager.setOnline(true);
  });

  it('says "You\'re offline" with Retry, not the connection error, when nothing is saved', async () => {
    goOffline();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connection Error' })).toBeNull();
  });

  it('shows what the service worker saved', async () => {
    goOffline();
    // The saved copies answer; the network itself is gone. The app's queries run offline-first
    // (src/app/query-provider.tsx): the first attempt goes out, for the worker to answer.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } },
    });
    renderWithProviders(<HomeRoute />, { queryClient });
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "You're offline" })).toBeNull();
  });
});
