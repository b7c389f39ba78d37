import { Workbox } from 'workbox-window';
import { isDesktopShell } from '../platform/bridge';
import { announceUpdate, setUpdateChecker } from './update.store';

/** The part of workbox-window's Workbox that registration uses (a fake in tests). */
export interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
}

export interface RegisterOptions {
  createWorkbox?: (url: string) => WorkboxLike;
  reload?: () => void;
}

/**
 * Whether this page gets the service worker: production builds in a browser that has them, and
 * not inside the desktop shell, whose local server listens on a new loopback port at every
 * launch (a new origin each time, so a worker would never be reused; docs/offline.md).
 */
export function wantsServiceWorker(env: { prod: boolean } = { prod: import.meta.env.PROD }) {
  return env.prod && typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? !isDesktopShell()
    : false;
}

/**
 * Registers /sw.js. A new version never takes over by itself: once it is installed and waiting,
 * the update notice offers Reload, which tells it to take over and reloads when it has. When
 * another tab did that, this tab's code is now older than the worker's files, so it offers the
 * same notice, whose Reload then only reloads.
 */
export async function registerServiceWorker({
  createWorkbox = (url) => new Workbox(url, { scope: '/', updateViaCache: 'none' }),
  reload = () => window.location.reload(),
}: RegisterOptions = {}): Promise<ServiceWorkerRegistration | undefined> {
  const workbox = createWorkbox('/sw.js');
  let reloadRequested = false;
  workbox.addEventListener('waiting', () =>
    announceUpdate(() => {
      reloadRequested = true;
      workbox.messageSkipWaiting();
    }),
  );
  workbox.addEventListener('controlling', () => {
    if (reloadRequested) reload();
    else announceUpdate(reload);
  });
  const registration = await workbox.register();
  setUpdateChecker(() => workbox.update());
  return registration;
}
