import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  if (online) window.dispatchEvent(new Event('online'));
}

afterEach(() => setOnline(true));

describe('loadWhenOnline', () => {
  it('loads once the connection is back when the code could not be fetched offline', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    setOnline(false);
    const loaded = vi.fn();
    void loadWhenOnline(load).then(loaded);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(loaded).not.toHaveBeenCalled();
    setOnline(true);
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledWith('module'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again at once when the failure is seen only after the connection came back', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue('module');
    const loading = loadWhenOnline(load);
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    setOnline(true);
    fail(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loading).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes a failure on while online: that is not the connection', async () => {
    const error = new Error('broken module');
    await expect(loadWhenOnline(() => Promise.reject(error))).rejects.toBe(error);
  });
});
