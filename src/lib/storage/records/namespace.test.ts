import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACTIVE_PROFILE_KEY,
  MAIN_PROFILE,
  TAB_PROFILE_KEY,
  activeProfileId,
  forgetActiveProfile,
} from './namespace';

/** The profile a page started now reads. */
const newPage = () => {
  forgetActiveProfile();
  return activeProfileId();
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("a page's profile", () => {
  it("is this tab's choice, else the device's, else the first", () => {
    expect(newPage()).toBe(MAIN_PROFILE);
    localStorage.setItem(ACTIVE_PROFILE_KEY, 'ana00001');
    expect(newPage()).toBe('ana00001');
    // This tab chose the kids profile, another then chose Ana for the device: a reload of this
    // tab stays in the kids profile.
    sessionStorage.setItem(TAB_PROFILE_KEY, 'kid00001');
    expect(newPage()).toBe('kid00001');
    sessionStorage.setItem(TAB_PROFILE_KEY, 'not an id!');
    expect(newPage()).toBe(MAIN_PROFILE);
  });

  it('is kept for the life of the page', () => {
    sessionStorage.setItem(TAB_PROFILE_KEY, 'kid00001');
    expect(newPage()).toBe('kid00001');
    sessionStorage.setItem(TAB_PROFILE_KEY, 'ana00001');
    expect(activeProfileId()).toBe('kid00001');
  });
});
