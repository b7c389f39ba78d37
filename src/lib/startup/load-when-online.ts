/**
 * Loads an optional part of the app (the service worker's shell, the keyboard shortcuts, …)
 * that is fetched some time after the page: when its code cannot be fetched because the device
 * has gone offline meanwhile, it waits for the connection to come back and loads it then, so
 * the part simply arrives late instead of failing the whole page. Any other failure (online)
 * is passed on as before.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine !== false) throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => loadWhenOnline(load).then(resolve, reject), {
        once: true,
      });
    });
  });
}
