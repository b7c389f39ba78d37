import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/lib/settings';
import { askedThisVisit, TV_AGENT, useTvMode } from './use-tv-mode';

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '#/');
  act(() => useSettingsStore.getState().actions.update({ tvMode: 'auto' }));
  document.documentElement.removeAttribute('data-tv');
});

describe('TV_AGENT', () => {
  it('knows the television browsers by their user agent, and not a desktop or a phone', () => {
    const tvs = [
      'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 SamsungBrowser/4.0 TV Safari/537.36',
      'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 Chrome/87.0 Safari/537.36 WebAppManager',
      'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K Build/STT1) AppleWebKit/537.36 Android TV',
      'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7633) AppleWebKit/537.36 Silk/112',
      'Mozilla/5.0 (X11; Linux armv7l) AppleWebKit/537.36 CrKey/1.56.500000',
      'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox Series X) Edge/20.02',
    ];
    for (const agent of tvs) expect(TV_AGENT.test(agent), agent).toBe(true);
    const others = [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
    ];
    for (const agent of others) expect(TV_AGENT.test(agent), agent).toBe(false);
  });
});

describe('askedThisVisit', () => {
  it('turns on with #/?tv=1 and stays on for the visit', () => {
    expect(askedThisVisit()).toBe(false);
    history.replaceState(null, '', '#/?tv=1');
    expect(askedThisVisit()).toBe(true);
    history.replaceState(null, '', '#/settings');
    expect(askedThisVisit()).toBe(true);
  });
});

describe('useTvMode', () => {
  it('follows the setting, marks the page, and on Auto turns on when a gamepad connects', () => {
    const { result } = renderHook(() => useTvMode());
    expect(result.current).toBe(false);
    act(() => useSettingsStore.getState().actions.update({ tvMode: 'on' }));
    expect(result.current).toBe(true);
    expect(document.documentElement.hasAttribute('data-tv')).toBe(true);
    act(() => useSettingsStore.getState().actions.update({ tvMode: 'off' }));
    expect(result.current).toBe(false);
    expect(document.documentElement.hasAttribute('data-tv')).toBe(false);
    act(() => useSettingsStore.getState().actions.update({ tvMode: 'auto' }));
    act(() => {
      window.dispatchEvent(new Event('gamepadconnected'));
    });
    expect(result.current).toBe(true);
  });

  it('on Auto counts a gamepad the browser already shows, connected before it listened', () => {
    // Pressed while Reelbeat was loading, or while TV mode was Off: the browser announces a
    // pad once, and this visit shows it from then on.
    const pad = { buttons: [], axes: [] } as unknown as Gamepad;
    Object.defineProperty(navigator, 'getGamepads', {
      value: () => [pad, null],
      configurable: true,
    });
    try {
      const { result } = renderHook(() => useTvMode());
      expect(result.current).toBe(true);
      expect(document.documentElement.hasAttribute('data-tv')).toBe(true);
    } finally {
      delete (navigator as { getGamepads?: unknown }).getGamepads;
    }
  });
});
