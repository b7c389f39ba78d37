import { BrowserWindow, shell } from 'electron';
import { CHANNELS } from './channels';
import { lockPermissions } from './permissions';

export interface MainWindowOptions {
  /** The SPA's address, optionally with a hash route to open first. */
  url: string;
  preloadPath: string;
}

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The frameless Reelbeat window. The renderer is sandboxed with context isolation and no Node;
 * new windows are always denied: a link the app itself opens (its origin is the referrer) goes
 * to the system browser, anything an embedded player tries to open is dropped.
 */
export function createMainWindow({ url, preloadPath }: MainWindowOptions): BrowserWindow {
  const appOrigin = originOf(url);
  const window = new BrowserWindow({
    title: 'Reelbeat',
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 560,
    frame: false,
    show: false,
    backgroundColor: '#07070a',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      spellcheck: false,
    },
  });

  lockPermissions(window.webContents.session, appOrigin);
  window.once('ready-to-show', () => window.show());
  window.on('maximize', () => window.webContents.send(CHANNELS.maximizedChanged, true));
  window.on('unmaximize', () => window.webContents.send(CHANNELS.maximizedChanged, false));

  window.webContents.setWindowOpenHandler((details) => {
    const fromApp = appOrigin !== null && originOf(details.referrer.url) === appOrigin;
    if (fromApp && isWebLink(details.url) && originOf(details.url) !== appOrigin) {
      void shell.openExternal(details.url);
    }
    return { action: 'deny' };
  });

  // The window only ever shows the app. The frame that started a navigation decides: the app's
  // own page may send the reader to an outside address (opened in the system browser); any
  // other frame (a trailer, a player) navigating the window is stopped and nothing is opened.
  window.webContents.on('will-navigate', (event) => {
    const { url: target, initiator } = event;
    const fromFrame = initiator != null && initiator.parent !== null;
    if (originOf(target) === appOrigin && !fromFrame) return;
    event.preventDefault();
    const fromApp = initiator?.parent === null && originOf(initiator.url) === appOrigin;
    if (fromApp && isWebLink(target)) void shell.openExternal(target);
  });

  void window.loadURL(url);
  return window;
}

/** Opens a hash route in an already loaded window without reloading the app. */
export function openRoute(window: BrowserWindow, route: string): void {
  if (window.isMinimized()) window.restore();
  window.focus();
  void window.webContents.executeJavaScript(
    `window.location.hash = ${JSON.stringify(`#${route}`)};`,
  );
}
