import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  document.body.classList.remove('light-theme');
});

describe('applyStoredSettingsEarly', () => {
  it('applies the stored settings before the first render, once', async () => {
    localStorage.setItem(
      'reelbeat_settings',
      JSON.stringify({ v: 2, data: { theme: 'light', accentColor: '#1e6bff' } }),
    );
    vi.resetModules();
    const setProperty = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    const { applyStoredSettingsEarly } = await import('./apply-early');
    await applyStoredSettingsEarly();

    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('#1e6bff');
    expect(document.body.classList.contains('light-theme')).toBe(true);
    const accents = setProperty.mock.calls.filter(([name]) => name === '--accent');
    expect(accents).toHaveLength(1);
  });
});
