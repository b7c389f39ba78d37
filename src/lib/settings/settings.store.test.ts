import { beforeEach, describe, expect, it } from 'vitest';
import { getCatalogPreferences } from '../tmdb/preferences';
import { isDebugLogging } from '../log';
import { DEFAULT_SETTINGS } from './settings-schema';
import { readStoredSettings } from './settings-storage';
import { useSettingsStore } from './settings.store';
import { storedValue } from '@/test/stored-lists';

const actions = () => useSettingsStore.getState().actions;
const stored = () => storedValue('reelbeat_settings') as { data: unknown };

beforeEach(() => {
  actions().reset();
  localStorage.clear();
});

describe('settings store', () => {
  it('has the defaults of the spec', () => {
    const s = useSettingsStore.getState().settings;
    expect(s).toMatchObject({
      theme: 'dark',
      accentColor: '#e50914',
      volume: 80,
      playbackSpeed: 1,
      autoplay: true,
      autoNext: true,
      defaultServer: 'void',
      gridSize: 'medium',
      showRatings: true,
      showYear: true,
      showGenres: true,
      language: 'en',
      region: 'US',
      adultContent: false,
      trackWatching: true,
      incognitoMode: false,
      unsandboxedServers: [],
    });
  });

  it('merges stored settings over the defaults', () => {
    localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 1, data: { theme: 'light' } }));
    const s = readStoredSettings();
    expect(s.theme).toBe('light');
    expect(s.volume).toBe(80);
  });

  it('accepts the original unversioned settings object', () => {
    localStorage.setItem('reelbeat_settings', JSON.stringify({ fontSize: 'large' }));
    expect(readStoredSettings().fontSize).toBe('large');
  });

  it('treats invalid settings as defaults and keeps them aside', () => {
    localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 1, data: { volume: 500 } }));
    expect(readStoredSettings()).toEqual(DEFAULT_SETTINGS);
    expect(localStorage.getItem('reelbeat_settings.corrupt')).toContain('500');
  });

  it('uses the legacy theme key when no settings are stored', () => {
    localStorage.setItem('theme', 'light');
    expect(readStoredSettings().theme).toBe('light');
  });

  it('persists each change at once and mirrors the theme key', () => {
    actions().update({ theme: 'light', volume: 40 });
    expect(stored().data).toMatchObject({ theme: 'light', volume: 40 });
    expect(JSON.parse(localStorage.getItem('theme')!)).toEqual({ v: 1, data: 'light' });
  });

  it('applies page-wide tokens and the light-theme class', () => {
    actions().update({
      theme: 'light',
      fontSize: 'extra-large',
      borderRadius: 'large',
      animations: false,
      transparency: false,
      compactMode: true,
      accentColor: '#00ff00',
    });
    const style = document.documentElement.style;
    expect(document.body.classList.contains('light-theme')).toBe(true);
    expect(style.getPropertyValue('--font-size')).toBe('1.2rem');
    expect(style.getPropertyValue('--radius')).toBe('12px');
    expect(style.getPropertyValue('--transition-speed')).toBe('0s');
    expect(style.getPropertyValue('--transparency')).toBe('1');
    expect(style.getPropertyValue('--spacing')).toBe('0.5rem');
    expect(style.getPropertyValue('--accent')).toBe('#00ff00');
    actions().update({ theme: 'dark', fontSize: 'small', borderRadius: 'none', animations: true });
    expect(document.body.classList.contains('light-theme')).toBe(false);
    expect(style.getPropertyValue('--font-size')).toBe('0.9rem');
    expect(style.getPropertyValue('--radius')).toBe('0px');
    expect(style.getPropertyValue('--transition-speed')).toBe('0.3s');
  });

  it('sends the content rating to the catalogue as a US certification', () => {
    actions().update({ contentRating: 'pg13' });
    expect(getCatalogPreferences().certification).toBe('PG-13');
    actions().update({ contentRating: 'g' });
    expect(getCatalogPreferences().certification).toBe('G');
    actions().reset();
    expect(getCatalogPreferences().certification).toBeNull();
  });

  it('sends language, region, adult content, timeout and retries to the catalogue', () => {
    actions().update({
      language: 'ja',
      region: 'JP',
      adultContent: true,
      networkTimeout: 30,
      retryAttempts: 5,
    });
    expect(getCatalogPreferences()).toEqual({
      language: 'ja-JP',
      region: 'JP',
      includeAdult: true,
      timeoutMs: 30_000,
      retries: 5,
      certification: null,
    });
  });

  it('turns debug logging on and off', () => {
    actions().update({ debugMode: true });
    expect(isDebugLogging()).toBe(true);
    actions().update({ debugMode: false });
    expect(isDebugLogging()).toBe(false);
  });

  it('reset restores and saves the defaults', () => {
    actions().update({ volume: 10, theme: 'light' });
    actions().reset();
    expect(useSettingsStore.getState().settings).toEqual(DEFAULT_SETTINGS);
    expect(stored().data).toEqual(DEFAULT_SETTINGS);
  });

  it('picks up a change made in another tab', () => {
    localStorage.setItem(
      'reelbeat_settings',
      JSON.stringify({ v: 1, data: { gridSize: 'large' } }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'reelbeat_settings' }));
    expect(useSettingsStore.getState().settings.gridSize).toBe('large');
  });
});
