import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, wantsServiceWorker, type WorkboxLike } from './register-sw';
import { checkServiceWorkerUpdate, resetUpdateStore, useWaitingUpdate } from './update.store';

afterEach(() => {
  resetUpdateStore();
  delete (window as { reelbeat?: unknown }).reelbeat;
});

function fakeWorkbox() {
  const listeners: Record<string, (() => void)[]> = {};
  const workbox = {
    addEventListener: vi.fn((type: string, listener: () => void) => {
      (listeners[type] ??= []).push(listener);
    }),
    register: vi.fn(async () => ({ scope: '/' }) as ServiceWorkerRegistration),
    update: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
  } satisfies WorkboxLike;
  const fire = (type: string) => listeners[type]?.forEach((listener) => listener());
  return { workbox, fire };
}

describe('registerServiceWorker', () => {
  it('announces a waiting version; Reload makes it take over, then reloads', async () => {
    const { workbox, fire } = fakeWorkbox();
    const reload = vi.fn();
    const { result } = renderHook(() => useWaitingUpdate());
    await registerServiceWorker({ createWorkbox: () => workbox, reload });
    expect(result.current).toBeNull();

    act(() => fire('waiting'));
    expect(result.current).toBeTypeOf('function');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    act(() => result.current?.());
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled(); // not before the new version controls the page
    fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself when another tab activated the new version', async () => {
    const { workbox, fire } = fakeWorkbox();
    const reload = vi.fn();
    const { result } = renderHook(() => useWaitingUpdate());
    await registerServiceWorker({ createWorkbox: () => workbox, reload });
    act(() => fire('controlling'));
    expect(reload).not.toHaveBeenCalled();
    act(() => result.current?.());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets the update check ask the browser for a new worker once one serves the page', async () => {
    const { workbox } = fakeWorkbox();
    const serviceWorker = { controller: null as object | null };
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    expect(checkServiceWorkerUpdate()).toBe(false);
    await registerServiceWorker({ createWorkbox: () => workbox });
    // The visit that installs the worker was loaded from the network: index.html's check applies.
    expect(checkServiceWorkerUpdate()).toBe(false);
    serviceWorker.controller = {};
    expect(checkServiceWorkerUpdate()).toBe(true);
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });
});

describe('registerServiceWorker in a browser that blocks service workers', () => {
  const failing = (error: unknown) => {
    const { workbox } = fakeWorkbox();
    workbox.register.mockRejectedValue(error);
    return workbox;
  };
  const readingWaiting = new TypeError("Cannot read properties of undefined (reading 'waiting')");

  it('takes a registration answered with nothing as no worker, quietly', async () => {
    const workbox = failing(readingWaiting);
    const register = vi.fn(async () => undefined as unknown as ServiceWorkerRegistration);
    await expect(
      registerServiceWorker({ createWorkbox: () => workbox, container: () => ({ register }) }),
    ).resolves.toBeUndefined();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    const serviceWorker = { controller: {} };
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    expect(checkServiceWorkerUpdate()).toBe(false);
    expect(workbox.update).not.toHaveBeenCalled();
  });

  it('takes a refusal (SecurityError) as no worker, without asking again', async () => {
    const workbox = failing(new DOMException('The operation is insecure.', 'SecurityError'));
    const register = vi.fn();
    await expect(
      registerServiceWorker({ createWorkbox: () => workbox, container: () => ({ register }) }),
    ).resolves.toBeUndefined();
    expect(register).not.toHaveBeenCalled();
  });

  it('still reports a real failure, such as a missing /sw.js', async () => {
    const missing = new TypeError('Failed to register a ServiceWorker: bad HTTP response (404)');
    const workbox = failing(missing);
    const register = vi.fn(async () => Promise.reject(missing));
    await expect(
      registerServiceWorker({ createWorkbox: () => workbox, container: () => ({ register }) }),
    ).rejects.toBe(missing);
  });
});

describe('wantsServiceWorker', () => {
  it('is on for production builds in a browser, off in development and the desktop shell', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    expect(wantsServiceWorker({ prod: true })).toBe(true);
    expect(wantsServiceWorker({ prod: false })).toBe(false);
    (window as { reelbeat?: unknown }).reelbeat = {
      window: { minimize: () => undefined },
      presence: { set: async () => undefined },
    };
    expect(wantsServiceWorker({ prod: true })).toBe(false);
  });
});
