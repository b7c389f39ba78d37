import { ipcMain, type BrowserWindow, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron';
import { z } from 'zod';
import { CHANNELS } from './channels';
import type { PresenceService } from './presence/presence-service';
import type { ShellSettings } from './shell-settings';

export interface IpcOptions {
  getWindow(): BrowserWindow | null;
  presence: PresenceService;
  saveSettings(settings: ShellSettings): void;
}

const activitySchema = z.object({
  details: z.string().min(1).max(128),
  state: z.string().max(128).optional(),
  startedAt: z.number().int().nonnegative().optional(),
});

/**
 * The main-process side of the bridge. Messages are honoured only from the main window's own
 * page, and their payloads are parsed before use.
 */
export function registerIpc({ getWindow, presence, saveSettings }: IpcOptions): () => void {
  const windowOf = (event: IpcMainEvent | IpcMainInvokeEvent) => {
    const window = getWindow();
    return window && !window.isDestroyed() && event.sender === window.webContents ? window : null;
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
