import { HashRouter } from './hash-router';
import { ConfigProvider } from '../config/config-context';
import type { AppConfig } from '@shared/config/config-schema';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

export function App({ config }: { config: AppConfig }) {
  return (
    <ConfigProvider config={config}>
      <HashRouter>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </HashRouter>
    </ConfigProvider>
  );
}
