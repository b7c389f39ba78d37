import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACTIVE_PROFILE_KEY,
  TAB_PROFILE_KEY,
  forgetActiveProfile,
} from '@/lib/storage/records/namespace';
import {
  createProfile,
  deleteProfile,
  ensureProfiles,
  resetProfilesForTests,
  setActiveProfile,
  updateProfile,
} from '@/lib/storage/records/profiles';
import { needsProfileStart } from './start-check';

/** A registry whose first profile is gone, with the device's choice on the one left (its id). */
async function withFirstProfileGone(): Promise<string> {
  ensureProfiles();
  const other = createProfile({ name: 'Ana' });
  if (!other.ok) throw new Error('not created');
  expect(setActiveProfile(other.profile.id).ok).toBe(true);
  await deleteProfile('main');
  return other.profile.id;
}

describe('whether a visit needs the profile start (read from the registry as stored)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetProfilesForTests();
  });
  /** A new page: it reads its profile again (a page keeps the one it started with). */
  const newPage = () => {
    forgetActiveProfile();
    return needsProfileStart();
  };

  it('is not needed without profiles or with one plain profile the device has chosen', () => {
    expect(needsProfileStart()).toBe(false);
    // As the start-up leaves a first visit: the first profile, no choice made (the page's is it).
    ensureProfiles();
    expect(localStorage.getItem(ACTIVE_PROFILE_KEY)).toBeNull();
    expect(needsProfileStart()).toBe(false);
    setActiveProfile('main');
    expect(needsProfileStart()).toBe(false);
  });

  it('is needed where no choice is made and the first profile is gone', async () => {
    await withFirstProfileGone();
    localStorage.removeItem(ACTIVE_PROFILE_KEY);
    expect(newPage()).toBe(true);
  });

  it('is needed with a second profile, even one named like a field', () => {
    ensureProfiles();
    setActiveProfile('main');
    createProfile({ name: '"createdAt" "kids": ":{' });
    expect(needsProfileStart()).toBe(true);
  });

  it('is needed for a kids profile or a PIN, even alone', () => {
    ensureProfiles();
    setActiveProfile('main');
    updateProfile('main', { kids: true });
    expect(needsProfileStart()).toBe(true);
    updateProfile('main', { kids: undefined, pin: { hash: 'a', salt: 'b', iterations: 600_000 } });
    expect(needsProfileStart()).toBe(true);
  });

  it('is needed when the page would read a profile that is gone', async () => {
    const other = await withFirstProfileGone();
    localStorage.setItem(ACTIVE_PROFILE_KEY, 'main');
    expect(newPage()).toBe(true);
    localStorage.setItem(ACTIVE_PROFILE_KEY, other);
    expect(newPage()).toBe(false);
    // The tab chose the profile that is gone: its page reads that one, whatever the device says.
    sessionStorage.setItem(TAB_PROFILE_KEY, 'main');
    expect(newPage()).toBe(true);
  });
});
