import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { ConfigProvider } from '../config/config-context';
import type { AppConfig } from '../config/config-schema';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 30 * 60_000, refetchOnWindowFocus: false },
    },
  });
}

export function App({ config }: { config: AppConfig }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <HashRouter>
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </HashRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
