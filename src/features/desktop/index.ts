import { lazy } from 'react';

export { reportActivity } from './active-presence';
export type { ReportedActivity } from './route-activity';

/**
 * The desktop shell's title bar and presence wiring. Its own chunk, loaded only inside the
 * shell: pages that merely report what they show import this index without pulling it in.
 */
export const DesktopChrome = lazy(() =>
  import('./desktop-chrome').then((m) => ({ default: m.DesktopChrome })),
);
