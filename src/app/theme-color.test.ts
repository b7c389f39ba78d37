import { afterEach, describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@shared/config/theme-colors';
import { syncThemeColor } from './theme-color';

afterEach(() => document.head.querySelector('meta[name="theme-color"]')?.remove());

describe('syncThemeColor', () => {
  it('gives the browser’s bar the colour of the chosen theme', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = THEME_COLORS.dark;
    document.head.append(meta);
    syncThemeColor('light');
    expect(meta.content).toBe(THEME_COLORS.light);
    syncThemeColor('dark');
    expect(meta.content).toBe(THEME_COLORS.dark);
  });

  it('does nothing on a page without the tag', () => {
    expect(() => syncThemeColor('light')).not.toThrow();
  });
});
