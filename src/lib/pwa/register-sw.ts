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
  /** The browser's service workers (asked again when the registration fails). */
  container?: () => Pick<ServiceWorkerContainer, 'register'>;
}

const SCRIPT = '/sw.js';
const SCOPE = { scope: '/', updateViaCache: 'none' } as const;

const isRefusal = (error: unknown) =>
  error instanceof DOMException && error.name === 'SecurityError';

/**
 * Whether a failed registration means this browser blocks service workers: it refused as not
 * allowed (a SecurityError: an enterprise policy, blocked site data, some private windows), or
 * it answers a registration with nothing (Playwright's block does; workbox-window then reads
 * the `waiting` worker of nothing and throws a TypeError). The browser is asked once more to
 * tell that from a real failure, such as a missing /sw.js, which it refuses again otherwise.
 */
async function isBlocked(
  error: unknown,
  container: Pick<ServiceWorkerContainer, 'register'>,
): Promise<boolean> {
  if (isRefusal(error)) return true;
  try {
    return !(await container.register(SCRIPT, SCOPE));
  } catch (again) {
    return isRefusal(again);
  }
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
 * same notice, whose Reload then only reloads. A browser that blocks service workers is a
 * browser without one: the page goes on quietly, as where they do not exist.
 */
export async function registerServiceWorker({
  createWorkbox = (url) => new Workbox(url, SCOPE),
  reload = () => window.location.reload(),
  container = () => navigator.serviceWorker,
}: RegisterOptions = {}): Promise<ServiceWorkerRegistration | undefined> {
  const workbox = createWorkbox(SCRIPT);
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
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workbox.register();
  } catch (error) {
    if (await isBlocked(error, container())) return undefined;
    throw error;
  }
  setUpdateChecker(() => workbox.update());
  return registration;
}
