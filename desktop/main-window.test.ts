import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from './channels';
import { FakeBrowserWindow, type FakeFrame } from './electron-fakes';

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
  const fake = window as unknown as FakeBrowserWindow;
  fake.webContents.mainFrame.url = `${APP}/#/movie/1`;
  return fake;
};

/** A will-navigate event as Electron 38 sends it: the target, and the frame that started it. */
const navigation = (url: string, initiator: FakeFrame | null) => ({
  url,
  initiator,
  preventDefault: vi.fn(),
});

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

  it('answers its permission requests and checks itself, denying by default', () => {
    const { webContents } = open();
    const [request] = webContents.session.setPermissionRequestHandler.mock.calls[0]!;
    const [check] = webContents.session.setPermissionCheckHandler.mock.calls[0]!;
    const granted = vi.fn();
    request(webContents, 'midi', granted, { requestingUrl: `${APP}/`, isMainFrame: true });
    expect(granted).toHaveBeenCalledWith(false);
    expect(
      check(webContents, 'fullscreen', APP, { requestingUrl: `${APP}/`, isMainFrame: true }),
    ).toBe(true);
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
    const away = navigation('https://elsewhere.example/', webContents.mainFrame);
    webContents.emit('will-navigate', away, away.url);
    expect(away.preventDefault).toHaveBeenCalled();
    expect(shell.openExternal).toHaveBeenCalledWith('https://elsewhere.example/');

    const inside = navigation(`${APP}/#/search`, webContents.mainFrame);
    webContents.emit('will-navigate', inside, inside.url);
    expect(inside.preventDefault).not.toHaveBeenCalled();
  });

  it('cancels, opening nothing, a navigation of the window that a frame started', () => {
    const { webContents } = open();
    const trailer = { url: 'https://video.example/embed/k', parent: webContents.mainFrame };
    const demo = { url: `${APP}/embed/demo/trailer/k`, parent: webContents.mainFrame };
    for (const [url, initiator] of [
      ['https://ads.example/win-a-prize', trailer],
      ['https://ads.example/win-a-prize', demo],
      ['https://ads.example/win-a-prize', null],
      [`${APP}/embed/demo/movie/1`, trailer],
    ] as const) {
      const event = navigation(url, initiator);
      webContents.emit('will-navigate', event, url);
      expect(event.preventDefault, `${url} from ${initiator?.url}`).toHaveBeenCalled();
    }
    expect(shell.openExternal).not.toHaveBeenCalled();
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
