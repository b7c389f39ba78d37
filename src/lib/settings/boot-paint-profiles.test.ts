import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from './settings-schema';
import { forgetActiveProfile } from '../storage/records/namespace';
import { settingsStorage } from './settings-storage';
import { DEFAULT_LOOK, appLook, bootPaint, resetDocument } from './boot-paint-fixtures';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  forgetActiveProfile();
  resetDocument();
});

describe('the boot-paint script with profiles', () => {
  /** A profile's settings as the records store them (`data`: each setting by name). */
  const profileSettings = (profile: string, data: Partial<Settings>) => {
    const stamp = `${Date.now().toString(36).padStart(9, '0')}-0000-${'0'.repeat(12)}`;
    const meta = Object.fromEntries(Object.keys(data).map((id) => [id, [stamp]]));
    localStorage.setItem(`reelbeat:${profile}:settings`, JSON.stringify({ v: 1, data, meta }));
  };
  /** The script's look and the app's, for the page a reload would start now. */
  const both = () => {
    forgetActiveProfile();
    return [bootPaint(), appLook()];
  };

  it("paints the page's own profile: the tab's choice, else the device's, never another's", () => {
    profileSettings('main', { theme: 'dark', accentColor: '#1db954' });
    profileSettings('kid', { theme: 'light', accentColor: '#ffaa00' });
    const kid = { light: true, accent: '#ffaa00' };
    const main = { light: false, accent: '#1db954' };
    expect(both()).toEqual([main, main]);
    localStorage.setItem('reelbeat_profile', 'kid');
    expect(both()).toEqual([kid, kid]);
    // This tab chose the kids profile; another tab then chose the first for the device.
    sessionStorage.setItem('reelbeat_profile_tab', 'kid');
    localStorage.setItem('reelbeat_profile', 'main');
    expect(both()).toEqual([kid, kid]);
    sessionStorage.setItem('reelbeat_profile_tab', 'main');
    expect(both()).toEqual([main, main]);
  });

  it("gives another profile without settings the defaults, not the first profile's old keys", () => {
    localStorage.setItem('theme', 'light');
    settingsStorage.write({ ...DEFAULT_SETTINGS, theme: 'light', accentColor: '#1db954' });
    const first = { light: true, accent: '#1db954' };
    expect(both()).toEqual([first, first]);
    localStorage.setItem('reelbeat_profile', 'ana00001');
    const [script, app] = both();
    expect(script).toEqual(DEFAULT_LOOK);
    expect(app).toEqual({ light: false, accent: DEFAULT_SETTINGS.accentColor });
  });
});
