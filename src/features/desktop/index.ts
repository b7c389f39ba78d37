import { lazy } from 'react';
import { withMessages } from '@/lib/i18n';

/**
 * The desktop shell's title bar and presence wiring. Its own chunk, with its own words, loaded
 * only inside the shell: pages that merely report what they show import this index without
 * pulling it in, and a browser never downloads either.
 */
export const DesktopChrome = lazy(() =>
  withMessages(['desktop'], import('./desktop-chrome')).then((m) => ({
    default: m.DesktopChrome,
  })),
);
