import { join } from 'node:path';
import { app, type BrowserWindow } from 'electron';
import { checkAppUrl } from './app-url';
import { PROTOCOL } from './channels';
import { findDeepLink, routeFromDeepLink } from './deep-link';
import { registerIpc } from './ipc';
import { startLocalServer, type LocalServer } from './local-server';
import { createMainWindow, openRoute } from './main-window';
import { createDiscordPresence } from './presence/discord-presence';
import { noPresence } from './presence/presence-service';
import { readShellSettings, writeShellSettings } from './shell-settings';

/*
 * Entry of the desktop shell (bundled by launch.mjs into node_modules/.cache/reelbeat-desktop).
 * REELBEAT_URL: load the SPA from there instead of the built-in local server (https, or http
 * on this computer only: see app-url.ts).
 * REELBEAT_DISCORD_CLIENT_ID: the Discord application id; without it presence stays off.
 */
const userData = app.getPath('userData');

// Electron only allows turning the GPU off before the app is ready, hence "at next start".
if (!readShellSettings(userData).hardwareAcceleration) app.disableHardwareAcceleration();

let mainWindow: BrowserWindow | null = null;
/** Where the window shows the app from: the only origin whose page the bridge hears. */
let appOrigin: string | null = null;
let server: LocalServer | null = null;
let pendingRoute: string | null = routeOf(findDeepLink(process.argv));

function routeOf(link: string | null): string | null {
  return link ? routeFromDeepLink(link) : null;
}

function handleDeepLink(link: string | null) {
  const route = routeOf(link);
  if (!route) return;
  if (mainWindow) openRoute(mainWindow, route);
  else pendingRoute = route;
}

const clientId = process.env.REELBEAT_DISCORD_CLIENT_ID?.trim();
const presence = clientId ? createDiscordPresence({ clientId }) : noPresence;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', (_event, argv) => {
    if (mainWindow?.isMinimized()) mainWindow.restore();
    mainWindow?.focus();
    handleDeepLink(findDeepLink(argv));
  });
  app.on('open-url', (event, url) => {
    event.preventDefault();
    handleDeepLink(url);
  });

  if (process.defaultApp && process.argv[1]) {
    app.setAsDefaultProtocolClient(PROTOCOL, process.execPath, [process.argv[1]]);
  } else {
    app.setAsDefaultProtocolClient(PROTOCOL);
  }

  registerIpc({
    getWindow: () => mainWindow,
    appOrigin: () => appOrigin,
    presence,
    saveSettings: (settings) => writeShellSettings(userData, settings),
  });

  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => {
    void presence.dispose();
    void server?.close();
  });

  void app.whenReady().then(async () => {
    let baseUrl = process.env.REELBEAT_URL?.trim();
    if (baseUrl) {
      const checked = checkAppUrl(baseUrl);
      if (!checked.ok) {
        console.error(`reelbeat: ${checked.message}`);
        app.quit();
        return;
      }
    } else {
      server = await startLocalServer();
      baseUrl = server.url;
    }
    appOrigin = new URL(baseUrl).origin;
    const route = pendingRoute;
    pendingRoute = null;
    mainWindow = createMainWindow({
      url: route ? `${baseUrl.replace(/#.*$/, '')}#${route}` : baseUrl,
      preloadPath: join(import.meta.dirname, 'preload.cjs'),
    });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  });
}
