import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from './channels';
import { FakeBrowserWindow, FakeIpcMain } from './electron-fakes';

const ipcMain = new FakeIpcMain();
vi.mock('electron', () => ({ ipcMain }));

const { registerIpc } = await import('./ipc');

let window: FakeBrowserWindow;
const presence = { set: vi.fn(), clear: vi.fn(), dispose: vi.fn() };
const saveSettings = vi.fn();
let unregister: () => void;

beforeEach(() => {
  unregister?.();
  window = new FakeBrowserWindow({});
  presence.set.mockReset().mockResolvedValue(undefined);
  presence.clear.mockReset().mockResolvedValue(undefined);
  saveSettings.mockReset();
  unregister = registerIpc({
    getWindow: () => window as never,
    appOrigin: () => APP,
    presence,
    saveSettings,
  });
});

const APP = 'http://127.0.0.1:5123';
const mainFrame = { url: `${APP}/#/settings`, parent: null };
const fromPage = () => ({ sender: window.webContents, senderFrame: mainFrame });
const fromElsewhere = { sender: {}, senderFrame: mainFrame };

describe('window controls over IPC', () => {
  it('minimises, toggles maximise/restore and closes the window', async () => {
    ipcMain.emit(CHANNELS.minimize, fromPage());
    expect(window.minimize).toHaveBeenCalledOnce();

    ipcMain.emit(CHANNELS.maximize, fromPage());
    expect(window.maximize).toHaveBeenCalledOnce();
    expect(await ipcMain.invoke(CHANNELS.isMaximized, fromPage())).toBe(true);

    ipcMain.emit(CHANNELS.maximize, fromPage());
    expect(window.unmaximize).toHaveBeenCalledOnce();
    expect(await ipcMain.invoke(CHANNELS.isMaximized, fromPage())).toBe(false);

    ipcMain.emit(CHANNELS.close, fromPage());
    expect(window.close).toHaveBeenCalledOnce();
  });

  it('ignores messages that do not come from the main window page', async () => {
    ipcMain.emit(CHANNELS.close, fromElsewhere);
    ipcMain.emit(CHANNELS.minimize, fromElsewhere);
    await ipcMain.invoke(CHANNELS.presenceSet, fromElsewhere, { details: 'Browsing' });
    expect(window.close).not.toHaveBeenCalled();
    expect(window.minimize).not.toHaveBeenCalled();
    expect(presence.set).not.toHaveBeenCalled();
  });
});

describe('the sending frame', () => {
  it('is heard only when it is the main frame showing the app', async () => {
    const frames = [
      { url: 'https://player.example/embed/1', parent: mainFrame },
      { url: `${APP}/embed/demo/movie/1`, parent: mainFrame },
      { url: 'https://elsewhere.example/', parent: null },
      null,
    ];
    for (const senderFrame of frames) {
      const event = { sender: window.webContents, senderFrame };
      ipcMain.emit(CHANNELS.close, event);
      ipcMain.emit(CHANNELS.maximize, event);
      await ipcMain.invoke(CHANNELS.presenceSet, event, { details: 'Browsing' });
      await ipcMain.invoke(CHANNELS.setHardwareAcceleration, event, false);
    }
    expect(window.close).not.toHaveBeenCalled();
    expect(window.maximize).not.toHaveBeenCalled();
    expect(presence.set).not.toHaveBeenCalled();
    expect(saveSettings).not.toHaveBeenCalled();
  });
});

describe('presence and settings over IPC', () => {
  it('passes a valid activity to the presence service', async () => {
    await ipcMain.invoke(CHANNELS.presenceSet, fromPage(), {
      details: 'Watching',
      state: 'The Show · S1E2',
      startedAt: 1_700_000_000_000,
    });
    expect(presence.set).toHaveBeenCalledWith({
      details: 'Watching',
      state: 'The Show · S1E2',
      startedAt: 1_700_000_000_000,
    });
    await ipcMain.invoke(CHANNELS.presenceClear, fromPage());
    expect(presence.clear).toHaveBeenCalledOnce();
  });

  it('drops malformed activities', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await ipcMain.invoke(CHANNELS.presenceSet, fromPage(), { details: 42 });
    expect(presence.set).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('saves the hardware acceleration setting for the next start', async () => {
    await ipcMain.invoke(CHANNELS.setHardwareAcceleration, fromPage(), false);
    expect(saveSettings).toHaveBeenCalledWith({ hardwareAcceleration: false });
    await ipcMain.invoke(CHANNELS.setHardwareAcceleration, fromPage(), 'no');
    expect(saveSettings).toHaveBeenCalledOnce();
  });
});
