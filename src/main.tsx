import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter/wght.css';
import './styles/global.css';
import { loadConfig } from './config/load-config';
import { setRuntimeConfig } from './config/runtime-config';
import { App } from './app/app';
import { ConfigErrorScreen } from './app/config-error';
import { applyStoredSettingsEarly } from './features/settings';

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
