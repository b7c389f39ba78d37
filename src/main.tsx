import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/startup/task-breaks/after-react';
import './styles/fonts/inter.css';
import './styles/global.css';
import { loadConfig } from './config/load-config';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { App } from './app/app';
import { startApp } from './app/startup';
import { applyStoredSettingsEarly } from '@/lib/settings';
import { withMessages } from '@/lib/i18n/catalogs';
import { needsProfileStart } from './features/profiles/start-check';

// Theme, font size and the other tokens are set before anything renders, so nothing flashes
// (index.html's boot-paint script has already put the theme and accent on its frame); the
// interface language's messages load beside the runtime config.
const languageReady = applyStoredSettingsEarly();

const root = createRoot(document.getElementById('root')!);
// A browser with several profiles (or a kids one) loads their start beside the config: it may
// ask "Who's watching?" and sets the profile's restrictions before the first catalogue call.
const profileStart =
  needsProfileStart() && withMessages(['video'], import('./app/startup/profile-start'));

Promise.all([loadConfig(), languageReady, profileStart]).then(
  async ([config, , profiles]) => {
    setRuntimeConfig(config);
    if (profiles) await profiles.startWithProfiles(root);
    startApp(
      root,
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  },
  (error: Error) => {
    console.error(error);
    // The error screen is fetched only when it is needed; should that fail too, the reason is
    // still shown, as plain text.
    import('./app/config-error').then(
      ({ ConfigErrorScreen }) => root.render(<ConfigErrorScreen message={error.message} />),
      () => root.render(<p role="alert">{error.message}</p>),
    );
  },
);
