import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter/wght.css';
import './styles/global.css';
import { loadConfig } from './config/load-config';
import { setRuntimeConfig } from './config/runtime-config';
import { App } from './app/app';
import { ConfigErrorScreen } from './app/config-error';
import { preloadRoute } from './app/route-modules';
import { applyStoredSettingsEarly } from './features/settings';

// The current page's code and the data layer start downloading now, next to React's start,
// instead of each waiting for the component above it to render first.
preloadRoute(window.location.hash.slice(1).split(/[?#]/)[0] || '/');
import('./app/query-provider').catch(() => undefined);

// Theme, font size and the other tokens are set before anything renders, so nothing flashes.
applyStoredSettingsEarly();

const root = createRoot(document.getElementById('root')!);

loadConfig().then(
  (config) => {
    setRuntimeConfig(config);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  },
  (error: Error) => {
    console.error(error);
    root.render(<ConfigErrorScreen message={error.message} />);
  },
);
