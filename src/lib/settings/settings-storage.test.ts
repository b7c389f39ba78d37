import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Backend from '../storage/backend';
import type * as SettingsStorage from './settings-storage';

// Every read of a stored string, as the settings code asks for it.
const readRaw = vi.hoisted(() => vi.fn<(key: string) => string | null>());
vi.mock('../storage/backend', async (original) => {
  const actual = await original<typeof Backend>();
  readRaw.mockImplementation(actual.readRaw);
  return { ...actual, readRaw };
});

const OLD_KEY = 'reelbeat_settings';
const oldKeyReads = () => readRaw.mock.calls.filter(([key]) => key === OLD_KEY).length;

let readStoredSettings: typeof SettingsStorage.readStoredSettings;
// The test setup has loaded the settings code already: a fresh copy reads through the mock.
beforeAll(async () => {
  vi.resetModules();
  ({ readStoredSettings } = await import('./settings-storage'));
});
afterEach(() => readRaw.mockClear());

describe('readStoredSettings', () => {
  it("reads the old key once when the profile's records and the old key are both stored", () => {
    localStorage.setItem('reelbeat:main:settings', JSON.stringify({ data: { volume: 30 } }));
    localStorage.setItem(OLD_KEY, JSON.stringify({ v: 2, data: { gridSize: 'large' } }));
    readRaw.mockClear();
    const settings = readStoredSettings();
    expect(oldKeyReads()).toBe(1);
    // What an older tab wrote there moves into the records over what they hold.
    expect(settings.gridSize).toBe('large');
  });

  it('sets unreadable settings under the old key aside, and keeps the records', () => {
    localStorage.setItem('reelbeat:main:settings', JSON.stringify({ data: { volume: 30 } }));
    localStorage.setItem(OLD_KEY, JSON.stringify({ v: 2, data: { volume: 500 } }));
    expect(readStoredSettings().volume).toBe(30);
    expect(localStorage.getItem(`${OLD_KEY}.corrupt`)).toContain('500');
  });
});
