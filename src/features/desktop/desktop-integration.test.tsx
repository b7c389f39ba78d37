import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Song } from '../../lib/music/types';
import type { ReelbeatBridge } from '../../lib/platform/bridge';
import { initialPlayerState, usePlayerStore } from '../music-player';
import { DEFAULT_SETTINGS, useSettingsStore } from '@/lib/settings';
import { DesktopIntegration } from './desktop-integration';
import { PRESENCE_THROTTLE_MS } from './presence';
import type { ActivityOf } from './route-activity';

/** As the pages' records say: Search is searching, the Detail page shows a title's details. */
const activityOf: ActivityOf = (path) =>
  path === '/search' ? { kind: 'searching' } : { kind: 'details' };

function fakeBridge() {
  return {
    window: {
      minimize: vi.fn(),
      maximize: vi.fn(),
      close: vi.fn(),
      isMaximized: vi.fn().mockResolvedValue(false),
      onMaximizedChange: vi.fn(() => () => {}),
    },
    presence: {
      set: vi.fn().mockResolvedValue(undefined),
      clear: vi.fn().mockResolvedValue(undefined),
    },
    settings: { setHardwareAcceleration: vi.fn().mockResolvedValue(undefined) },
  } satisfies ReelbeatBridge;
}

const song = (name: string) => ({ ...({} as Song), name });

beforeEach(() => {
  vi.useFakeTimers();
  usePlayerStore.setState(initialPlayerState());
  useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS } });
});
afterEach(() => vi.useRealTimers());

const mount = (route = '/search') => {
  const bridge = fakeBridge();
  render(
    <MemoryRouter initialEntries={[route]}>
      <DesktopIntegration bridge={bridge} activityOf={activityOf} />
    </MemoryRouter>,
  );
  return bridge;
};

describe('DesktopIntegration', () => {
  it('reports the route and then the music player state', () => {
    const bridge = mount('/search');
    expect(bridge.presence.set).toHaveBeenCalledWith(
      expect.objectContaining({ details: 'Searching' }),
    );
    act(() => usePlayerStore.setState({ currentSong: song('Blue Sky'), isPlaying: true }));
    act(() => vi.advanceTimersByTime(PRESENCE_THROTTLE_MS));
    expect(bridge.presence.set).toHaveBeenLastCalledWith(
      expect.objectContaining({ details: 'Listening to Blue Sky' }),
    );
    act(() => usePlayerStore.setState({ isPlaying: false }));
    act(() => vi.advanceTimersByTime(PRESENCE_THROTTLE_MS));
    expect(bridge.presence.set).toHaveBeenLastCalledWith(
      expect.objectContaining({ details: 'Paused: Blue Sky' }),
    );
  });

  it('sends nothing in incognito mode', () => {
    useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, incognitoMode: true } });
    const bridge = mount('/movie/1');
    act(() => usePlayerStore.setState({ currentSong: song('Blue Sky'), isPlaying: true }));
    act(() => vi.advanceTimersByTime(PRESENCE_THROTTLE_MS * 2));
    expect(bridge.presence.set).not.toHaveBeenCalled();
  });

  it('hands the hardware acceleration setting to the shell', () => {
    const bridge = mount();
    expect(bridge.settings.setHardwareAcceleration).toHaveBeenLastCalledWith(true);
    act(() =>
      useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, hardwareAcceleration: false } }),
    );
    expect(bridge.settings.setHardwareAcceleration).toHaveBeenLastCalledWith(false);
  });
});
