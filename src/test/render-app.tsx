import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ConfigProvider } from '../config/config-context';
import type { AppConfig } from '@shared/config/config-schema';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { testConfig } from '@shared/test/test-config';

interface Options {
  route?: string;
  config?: AppConfig;
  /** A client the test has already filled (e.g. by a page's prefetch). */
  queryClient?: QueryClient;
}

/**
 * The query client tests render with: no retries, nothing collected mid-test. `staleTime` as
 * the app's (`QUERY_STALE_TIME_MS`) for a test about what a page reads from a prefetch.
 */
export const createTestQueryClient = ({ staleTime }: { staleTime?: number } = {}) =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        gcTime: Infinity,
        ...(staleTime === undefined ? {} : { staleTime }),
      },
      mutations: { retry: false },
    },
  });

/** Renders UI inside the app's providers (config, query client, router at `route`). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', config = testConfig(), queryClient = createTestQueryClient() }: Options = {},
) {
  setRuntimeConfig(config);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}
