import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { ReelbeatBridge } from '../shared/desktop/reelbeat-bridge';
import { CHANNELS } from './channels';

class FakeIpcRenderer extends EventEmitter {
  send = vi.fn();
  invoke = vi.fn(async (channel: string) => (channel === CHANNELS.isMaximized ? true : 'ignored'));
}
const ipcRenderer = new FakeIpcRenderer();
const exposeInMainWorld = vi.fn();
vi.mock('electron', () => ({ contextBridge: { exposeInMainWorld }, ipcRenderer }));

await import('./preload');
const [[name, bridge]] = exposeInMainWorld.mock.calls as [[string, Record<string, object>]];
const typed = bridge as unknown as ReelbeatBridge;

describe('preload bridge contract', () => {
  it('exposes exactly one object, window.reelbeat, with the window and presence namespaces', () => {
    expect(exposeInMainWorld).toHaveBeenCalledOnce();
    expect(name).toBe('reelbeat');
    expect(Object.keys(bridge).sort()).toEqual(['presence', 'settings', 'window']);
    expect(Object.keys(typed.window).sort()).toEqual([
      'close',
      'isMaximized',
      'maximize',
      'minimize',
      'onMaximizedChange',
    ]);
    expect(Object.keys(typed.presence).sort()).toEqual(['clear', 'set']);
  });

  it('never hands an Electron object to the page', () => {
    const values = [bridge, ...Object.values(bridge)].flatMap((v) => Object.values(v));
    expect(values.every((v) => typeof v === 'function' || typeof v === 'object')).toBe(true);
    expect(values).not.toContain(ipcRenderer);
  });

  it('maps window controls to their channels', async () => {
    const { window } = typed;
    window.minimize();
    window.maximize();
    window.close();
    expect(ipcRenderer.send.mock.calls).toEqual([
      [CHANNELS.minimize],
      [CHANNELS.maximize],
      [CHANNELS.close],
    ]);
    await expect(window.isMaximized()).resolves.toBe(true);
  });

  it('delivers maximised changes as booleans and unsubscribes', () => {
    const { window } = typed;
    const listener = vi.fn();
    const unsubscribe = window.onMaximizedChange(listener);
    ipcRenderer.emit(CHANNELS.maximizedChanged, {}, true);
    ipcRenderer.emit(CHANNELS.maximizedChanged, {}, 'yes');
    unsubscribe();
    ipcRenderer.emit(CHANNELS.maximizedChanged, {}, true);
    expect(listener.mock.calls).toEqual([[true], [false]]);
    expect(ipcRenderer.listenerCount(CHANNELS.maximizedChanged)).toBe(0);
  });

  it('sends only the known presence fields and resolves to nothing', async () => {
    const { presence, settings } = typed;
    const activity = { details: 'Watching', state: 'Film', startedAt: 5, extra: 'x' };
    await expect(presence.set(activity)).resolves.toBeUndefined();
    expect(ipcRenderer.invoke).toHaveBeenCalledWith(CHANNELS.presenceSet, {
      details: 'Watching',
      state: 'Film',
      startedAt: 5,
    });
    await expect(presence.clear()).resolves.toBeUndefined();
    await settings!.setHardwareAcceleration(false);
    expect(ipcRenderer.invoke).toHaveBeenCalledWith(CHANNELS.setHardwareAcceleration, false);
  });
});
