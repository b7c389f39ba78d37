import { ipcMain, type BrowserWindow, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron';
import { z } from 'zod';
import { CHANNELS } from './channels';
import type { PresenceService } from './presence/presence-service';
import type { ShellSettings } from './shell-settings';

export interface IpcOptions {
  getWindow(): BrowserWindow | null;
  /** The origin the window shows the app from (null before it is known). */
  appOrigin(): string | null;
  presence: PresenceService;
  saveSettings(settings: ShellSettings): void;
}

const activitySchema = z.object({
  details: z.string().min(1).max(128),
  state: z.string().max(128).optional(),
  startedAt: z.number().int().nonnegative().optional(),
});

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The main-process side of the bridge. Messages are honoured only from the main window's own
 * page: its main frame, showing the app's origin (not a frame inside it, nor a page it was
 * somehow navigated to), and their payloads are parsed before use.
 */
export function registerIpc({
  getWindow,
  appOrigin,
  presence,
  saveSettings,
}: IpcOptions): () => void {
  const windowOf = (event: IpcMainEvent | IpcMainInvokeEvent) => {
    const window = getWindow();
    if (!window || window.isDestroyed() || event.sender !== window.webContents) return null;
    const frame = event.senderFrame;
    const origin = appOrigin();
    const fromApp = frame != null && frame.parent === null && origin !== null;
    return fromApp && originOf(frame.url) === origin ? window : null;
  };

  ipcMain.on(CHANNELS.minimize, (event) => windowOf(event)?.minimize());
  ipcMain.on(CHANNELS.maximize, (event) => {
    const window = windowOf(event);
    if (!window) return;
    if (window.isMaximized()) window.unmaximize();
    else window.maximize();
  });
  ipcMain.on(CHANNELS.close, (event) => windowOf(event)?.close());
  ipcMain.handle(CHANNELS.isMaximized, (event) => windowOf(event)?.isMaximized() ?? false);

  ipcMain.handle(CHANNELS.presenceSet, async (event, raw: unknown) => {
    if (!windowOf(event)) return;
    const parsed = activitySchema.safeParse(raw);
    if (!parsed.success) {
      console.warn('[reelbeat] ignored a malformed presence activity');
      return;
    }
    await presence.set(parsed.data);
  });
  ipcMain.handle(CHANNELS.presenceClear, async (event) => {
    if (windowOf(event)) await presence.clear();
  });
  ipcMain.handle(CHANNELS.setHardwareAcceleration, (event, raw: unknown) => {
    if (!windowOf(event) || typeof raw !== 'boolean') return;
    try {
      saveSettings({ hardwareAcceleration: raw });
    } catch (error) {
      console.warn('[reelbeat] could not save the shell settings:', error);
    }
  });

  return () => {
    for (const channel of [CHANNELS.minimize, CHANNELS.maximize, CHANNELS.close]) {
      ipcMain.removeAllListeners(channel);
    }
    for (const channel of [
      CHANNELS.isMaximized,
      CHANNELS.presenceSet,
      CHANNELS.presenceClear,
      CHANNELS.setHardwareAcceleration,
    ]) {
      ipcMain.removeHandler(channel);
    }
  };
}
