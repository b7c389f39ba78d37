import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { PresenceActivity, ReelbeatBridge } from '../shared/desktop/reelbeat-bridge';
import { CHANNELS } from './channels';

type RendererIpc = Pick<typeof ipcRenderer, 'send' | 'invoke' | 'on' | 'removeListener'>;

const done = () => undefined;

/** Copies only the known fields, so nothing else the page passes reaches the main process. */
const plainActivity = (activity: PresenceActivity): PresenceActivity => ({
  details: String(activity.details),
  state: activity.state === undefined ? undefined : String(activity.state),
  startedAt: typeof activity.startedAt === 'number' ? activity.startedAt : undefined,
});

/**
 * The one object the page sees as `window.reelbeat`. Each method maps to one IPC channel; no
 * Electron object (ipcRenderer, events) is ever handed to the page.
 */
export function createBridge(ipc: RendererIpc): ReelbeatBridge {
  return {
    window: {
      minimize: () => ipc.send(CHANNELS.minimize),
      maximize: () => ipc.send(CHANNELS.maximize),
      close: () => ipc.send(CHANNELS.close),
      isMaximized: () => ipc.invoke(CHANNELS.isMaximized).then((value) => value === true),
      onMaximizedChange(listener) {
        const handler = (_event: IpcRendererEvent, value: unknown) => listener(value === true);
        ipc.on(CHANNELS.maximizedChanged, handler);
        return () => {
          ipc.removeListener(CHANNELS.maximizedChanged, handler);
        };
      },
    },
    presence: {
      set: (activity) => ipc.invoke(CHANNELS.presenceSet, plainActivity(activity)).then(done),
      clear: () => ipc.invoke(CHANNELS.presenceClear).then(done),
    },
    settings: {
      setHardwareAcceleration: (enabled) =>
        ipc.invoke(CHANNELS.setHardwareAcceleration, enabled === true).then(done),
    },
  };
}

contextBridge.exposeInMainWorld('reelbeat', createBridge(ipcRenderer));
