/**
 * What a test's browser says of its network: `navigator.onLine`, and the `online`/`offline`
 * event the app listens for (src/lib/use-online.ts), as a browser losing or finding it does.
 */
export function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
