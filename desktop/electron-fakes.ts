import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/** Stand-ins for the Electron main-process objects the shell uses (for vi.mock('electron')). */
export interface FakeFrame {
  url: string;
  parent: FakeFrame | null;
}

export class FakeWebContents extends EventEmitter {
  mainFrame: FakeFrame = { url: '', parent: null };
  session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() };
  send = vi.fn();
  executeJavaScript = vi.fn().mockResolvedValue(undefined);
  openHandler: ((details: { url: string; referrer: { url: string } }) => unknown) | null = null;
  setWindowOpenHandler = vi.fn((handler: FakeWebContents['openHandler']) => {
    this.openHandler = handler;
  });
}

export class FakeBrowserWindow extends EventEmitter {
  static instances: FakeBrowserWindow[] = [];
  webContents = new FakeWebContents();
  maximized = false;
  minimize = vi.fn();
  maximize = vi.fn(() => {
    this.maximized = true;
    this.emit('maximize');
  });
  unmaximize = vi.fn(() => {
    this.maximized = false;
    this.emit('unmaximize');
  });
  close = vi.fn();
  show = vi.fn();
  focus = vi.fn();
  restore = vi.fn();
  loadURL = vi.fn().mockResolvedValue(undefined);
  isMaximized = () => this.maximized;
  isMinimized = () => false;
  isDestroyed = () => false;
  constructor(public options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.instances.push(this);
  }
}

export class FakeIpcMain extends EventEmitter {
  handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  handle = vi.fn((channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => {
    this.handlers.set(channel, handler);
  });
  removeHandler = vi.fn((channel: string) => this.handlers.delete(channel));
  invoke(channel: string, event: unknown, ...args: unknown[]) {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(event, ...args);
  }
}
