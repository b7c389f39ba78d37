/**
 * Loads an optional part of the app (the service worker's shell, the keyboard shortcuts, …)
 * that is fetched some time after the page: when its code cannot be fetched because the device
 * has gone offline meanwhile, it waits for the connection to come back and loads it then, so
 * the part simply arrives late instead of failing the whole page. A failure seen only once the
 * connection is back (a slow device learns of it late) is the connection's too: tried again at
 * once. Any other failure (online throughout) is passed on as before.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  let wentOffline = false;
  const offline = () => (wentOffline = true);
  window.addEventListener('offline', offline);
  const loading = load();
  const stop = () => window.removeEventListener('offline', offline);
  loading.then(stop, stop);
  return loading.catch((error: unknown) => {
    if (navigator.onLine !== false) {
      if (wentOffline) return loadWhenOnline(load);
      throw error;
    }
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => loadWhenOnline(load).then(resolve, reject), {
        once: true,
      });
    });
  });
}
