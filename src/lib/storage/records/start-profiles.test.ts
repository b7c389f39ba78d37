import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStorageProblem, dismissStorageProblem } from '../storage-problems';
import { newStamp } from './device';
import { openLocal } from './open-local';
import { PROFILES_KEY, profileKey } from './namespace';
import {
  createProfile,
  deleteProfile,
  ensureProfiles,
  listProfiles,
  resetProfilesForTests,
  setActiveProfile,
} from './profiles';
import { startProfiles } from './start-profiles';

const spec = {
  name: 'library',
  check: (v: unknown): v is number => typeof v === 'number',
  label: 'reelbeat_library',
};

beforeEach(() => {
  localStorage.clear();
  resetProfilesForTests();
  dismissStorageProblem();
});

describe('startProfiles', () => {
  it("makes the first profile, and a deletion of this page's profile in another tab stops its writes at once", () => {
    startProfiles();
    expect(listProfiles().map((p) => p.id)).toEqual(['main']);
    const created = createProfile({ name: 'Kid' });
    if (!created.ok) throw new Error('the profile should be created');
    expect(setActiveProfile(created.profile.id).ok).toBe(true);
    const list = openLocal(spec, created.profile.id);
    expect(list.put('a', 1).ok).toBe(true);

    // Another tab deletes the profile: its record becomes a tombstone, its keys go.
    const raw = JSON.parse(localStorage.getItem(PROFILES_KEY)!) as {
      data: Record<string, unknown>;
      meta: Record<string, string[]>;
    };
    delete raw.data[created.profile.id];
    raw.meta[created.profile.id] = [newStamp()];
    const next = JSON.stringify(raw);
    localStorage.setItem(PROFILES_KEY, next);
    localStorage.removeItem(profileKey(created.profile.id, 'library'));
    window.dispatchEvent(new StorageEvent('storage', { key: PROFILES_KEY, newValue: next }));

    expect(getStorageProblem()?.reason).toBe('deleted');
    expect(list.closed).toBe(true);
    expect(list.put('b', 2)).toEqual({ ok: false, reason: 'unavailable' });
    expect(localStorage.getItem(profileKey(created.profile.id, 'library'))).toBeNull();
  });
});

describe('ensureProfiles on a full storage', () => {
  it("raises no notice of its own: the notice names the reader's change, even when start-up writes after it", () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(openLocal(spec, 'main').put('a', 1)).toEqual({ ok: false, reason: 'quota' });
    expect(ensureProfiles()).toEqual({ ok: false, reason: 'quota' });
    expect(getStorageProblem()).toMatchObject({ key: 'reelbeat_library', reason: 'quota' });
    expect(localStorage.getItem(PROFILES_KEY)).toBeNull();

    // With room again, the next start makes the first profile.
    setItem.mockRestore();
    expect(ensureProfiles().ok).toBe(true);
    expect(listProfiles().map((p) => p.id)).toEqual(['main']);
  });
});

describe('createProfile on a full storage', () => {
  it('says so to its caller and raises no notice: the Add profile dialog and the backup tell the reader', () => {
    ensureProfiles();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(createProfile({ name: 'Ana' })).toEqual({ ok: false, reason: 'quota' });
    expect(getStorageProblem()).toBeNull();
    setItem.mockRestore();
    expect(listProfiles().map((p) => p.name)).toEqual(['']);
  });
});

describe('deleteProfile', () => {
  it('stands when IndexedDB refuses to remove the profile’s records, and says so in the console', async () => {
    vi.doMock('../idb/profile-data', () => ({
      deleteProfileRecords: () => Promise.reject(new DOMException('refused', 'UnknownError')),
    }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    ensureProfiles();
    const created = createProfile({ name: 'Kid' });
    if (!created.ok) throw new Error('the profile should be created');
    await expect(deleteProfile(created.profile.id)).resolves.toEqual({ ok: true });
    expect(listProfiles().map((p) => p.id)).toEqual(['main']);
    expect(warn).toHaveBeenCalled();
    vi.doUnmock('../idb/profile-data');
  });
});
