import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from './channels';
import { FakeBrowserWindow } from './electron-fakes';

const shell = { openExternal: vi.fn().mockResolvedValue(undefined) };
vi.mock('electron', async () => {
  const fakes = await import('./electron-fakes');
  return { BrowserWindow: fakes.FakeBrowserWindow, shell };
});

const { createMainWindow, openRoute } = await import('./main-window');

const APP = 'http://127.0.0.1:5123';

beforeEach(() => {
  FakeBrowserWindow.instances = [];
  shell.openExternal.mockClear();
});

const open = () => {
  const window = createMainWindow({ url: `${APP}/#/movie/1`, preloadPath: '/app/preload.cjs' });
  return window as unknown as FakeBrowserWindow;
};

describe('main window', () => {
  it('is frameless, sandboxed, isolated and without Node in the page', () => {
    const window = open();
    expect(window.options).toMatchObject({
      frame: false,
      title: 'Reelbeat',
      webPreferences: {
        preload: '/app/preload.cjs',
        contextIsolation: true,
        nodeIntegration: false,
        sandbox: true,
      },
    });
    expect(window.loadURL).toHaveBeenCalledWith(`${APP}/#/movie/1`);
  });

  it('tells the page when it is maximised or restored', () => {
    const window = open();
    window.emit('maximize');
    window.emit('unmaximize');
    expect(window.webContents.send.mock.calls).toEqual([
      [CHANNELS.maximizedChanged, true],
      [CHANNELS.maximizedChanged, false],
    ]);
  });

  it('denies pop-ups from embedded players without opening anything', () => {
    const { webContents } = open();
    const result = webContents.openHandler!({
      url: 'https://ads.example/win-a-prize',
      referrer: { url: 'https://player.example/embed/1' },
    });
    expect(result).toEqual({ action: 'deny' });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('denies pop-ups with no referrer', () => {
    const { webContents } = open();
    expect(webContents.openHandler!({ url: 'https://x.example', referrer: { url: '' } })).toEqual({
      action: 'deny',
    });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it("opens the app's own external links in the system browser", () => {
    const { webContents } = open();
    const result = webContents.openHandler!({
      url: 'https://code.example/reelbeat',
      referrer: { url: `${APP}/` },
    });
    expect(result).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenCalledWith('https://code.example/reelbeat');
  });

  it('never opens non-web links from the app externally', () => {
    const { webContents } = open();
    webContents.openHandler!({ url: 'file:///etc/passwd', referrer: { url: `${APP}/` } });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('keeps the window on the app when a page tries to navigate it away', () => {
    const { webContents } = open();
    const away = { preventDefault: vi.fn() };
    webContents.emit('will-navigate', away, 'https://elsewhere.example/');
    expect(away.preventDefault).toHaveBeenCalled();
    expect(shell.openExternal).toHaveBeenCalledWith('https://elsewhere.example/');

    const inside = { preventDefault: vi.fn() };
    webContents.emit('will-navigate', inside, `${APP}/#/search`);
    expect(inside.preventDefault).not.toHaveBeenCalled();
  });

  it('opens a route by changing the hash of the loaded app', () => {
    const window = open();
    openRoute(window as never, '/tv/1399');
    expect(window.webContents.executeJavaScript).toHaveBeenCalledWith(
      'window.location.hash = "#/tv/1399";',
    );
    expect(window.focus).toHaveBeenCalled();
  });
});
