import { expect, it, vi } from 'vitest';
import type * as SettingsRecords from './settings-records';

/**
 * A fresh copy of the settings code, whose page never settles on its own here, and whose first
 * load of the records fails as a fetch does offline; later loads succeed.
 */
function failFirstLoad() {
  vi.resetModules();
  vi.doMock('@/lib/startup/page-settled', () => import('@/test/page-settled-mock'));
  const attempts = { count: 0 };
  vi.doMock('./settings-records', async (original) => {
    attempts.count += 1;
    if (attempts.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return original<typeof SettingsRecords>();
  });
  return attempts;
}

it('a failed load of the records is not kept: the next call loads them again', async () => {
  const attempts = failFirstLoad();
  const { settingsRecordsReady } = await import('./settings.store');

  await expect(settingsRecordsReady()).rejects.toThrow();
  await expect(settingsRecordsReady()).resolves.toBeUndefined();
  expect(attempts.count).toBe(2);
  // Loaded: later calls wait on the same load.
  await settingsRecordsReady();
  expect(attempts.count).toBe(2);
});

it('a load the page started itself that fails is tried again once the browser is back online', async () => {
  const attempts = failFirstLoad();
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const { settlePage } = await import('@/test/page-settled-mock');
    const { settingsRecordsReady } = await import('./settings.store');
    settlePage();
    await vi.waitFor(() => expect(attempts.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).toEqual([]);

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(attempts.count).toBe(2));
    await expect(settingsRecordsReady()).resolves.toBeUndefined();
    expect(attempts.count).toBe(2);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
