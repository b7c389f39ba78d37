import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from './channels';
import { FakeBrowserWindow, FakeIpcMain } from './electron-fakes';
import { writeShellSettings } from './shell-settings';

class FakeApp extends EventEmitter {
  userData = '';
  lock = true;
  getPath = vi.fn(() => this.userData);
  disableHardwareAcceleration = vi.fn();
  requestSingleInstanceLock = vi.fn(() => this.lock);
  setAsDefaultProtocolClient = vi.fn();
  quit = vi.fn();
  whenReady = vi.fn(() => Promise.resolve());
}

const electron = vi.hoisted(() => ({}) as Record<string, unknown>);
vi.mock('electron', () => electron);
vi.mock('./local-server', () => ({
  startLocalServer: vi.fn(async () => ({ url: 'http://127.0.0.1:4999', close: vi.fn() })),
}));

let app: FakeApp;
const argv = process.argv;

beforeEach(() => {
  vi.resetModules();
  FakeBrowserWindow.instances = [];
  app = new FakeApp();
  app.userData = mkdtempSync(join(tmpdir(), 'reelbeat-main-'));
  Object.assign(electron, {
    app,
    BrowserWindow: FakeBrowserWindow,
    ipcMain: new FakeIpcMain(),
    shell: { openExternal: vi.fn() },
  });
  delete process.env.REELBEAT_URL;
});

afterEach(() => {
  process.argv = argv;
  rmSync(app.userData, { recursive: true, force: true });
});

async function start(args: string[] = []) {
  process.argv = ['/usr/bin/electron', '/app/main.mjs', ...args];
  await import('./main');
  await vi.waitFor(() => expect(FakeBrowserWindow.instances).toHaveLength(1));
  return FakeBrowserWindow.instances[0]!;
}

describe('desktop main process', () => {
  it('loads the SPA from its local server', async () => {
    const window = await start();
    expect(window.loadURL).toHaveBeenCalledWith('http://127.0.0.1:4999');
    expect(app.disableHardwareAcceleration).not.toHaveBeenCalled();
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledWith('reelbeat');
  });

  it('hears the bridge only from the page showing the app', async () => {
    const window = await start();
    const ipcMain = electron.ipcMain as FakeIpcMain;
    const from = (url: string) => ({
      sender: window.webContents,
      senderFrame: { url, parent: null },
    });
    ipcMain.emit(CHANNELS.minimize, from('http://127.0.0.1:8080/'));
    expect(window.minimize).not.toHaveBeenCalled();
    ipcMain.emit(CHANNELS.minimize, from('http://127.0.0.1:4999/#/settings'));
    expect(window.minimize).toHaveBeenCalledOnce();
  });

  it('loads REELBEAT_URL when it is set', async () => {
    process.env.REELBEAT_URL = 'http://127.0.0.1:8080/';
    const window = await start();
    expect(window.loadURL).toHaveBeenCalledWith('http://127.0.0.1:8080/');
  });

  it('refuses a REELBEAT_URL in plain http to another computer, and quits', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.REELBEAT_URL = 'http://192.168.1.10:8080/';
    process.argv = ['/usr/bin/electron', '/app/main.mjs'];
    await import('./main');
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled());
    expect(FakeBrowserWindow.instances).toHaveLength(0);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^reelbeat: REELBEAT_URL must be/));
  });

  it('opens the route of a deep link it was started with', async () => {
    const window = await start(['reelbeat://movie/603']);
    expect(window.loadURL).toHaveBeenCalledWith('http://127.0.0.1:4999#/movie/603');
  });

  it('routes deep links from a second instance into the running window', async () => {
    const window = await start();
    app.emit('second-instance', {}, ['/usr/bin/reelbeat', 'reelbeat://tv/1399'], '/');
    expect(window.webContents.executeJavaScript).toHaveBeenCalledWith(
      'window.location.hash = "#/tv/1399";',
    );
    const event = { preventDefault: vi.fn() };
    app.emit('open-url', event, 'reelbeat://search?q=dune');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(window.webContents.executeJavaScript).toHaveBeenLastCalledWith(
      'window.location.hash = "#/search?q=dune";',
    );
  });

  it('quits when another instance already runs', async () => {
    app.lock = false;
    process.argv = ['/usr/bin/electron', '/app/main.mjs'];
    await import('./main');
    expect(app.quit).toHaveBeenCalled();
    expect(FakeBrowserWindow.instances).toHaveLength(0);
  });

  it('turns hardware acceleration off at start when the saved setting says so', async () => {
    writeShellSettings(app.userData, { hardwareAcceleration: false });
    await start();
    expect(app.disableHardwareAcceleration).toHaveBeenCalledOnce();
  });
});
