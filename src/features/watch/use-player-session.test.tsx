import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PlayLog from '@/lib/storage/play-log';
import { DEFAULT_SETTINGS, useSettingsStore } from '@/lib/settings';
import { mediaItem } from '@/test/media-fixtures';
import { usePlayerSession } from './use-player-session';

const saveVideoPlay = vi.hoisted(() => vi.fn());
vi.mock('@/lib/storage/play-log', async (original) => ({
  ...(await original<typeof PlayLog>()),
  saveVideoPlay,
}));

let iframe: HTMLIFrameElement;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 2, 1, 20) });
  useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS } });
  iframe = document.createElement('iframe');
  document.body.append(iframe);
  saveVideoPlay.mockClear();
});
afterEach(() => {
  iframe.remove();
  vi.useRealTimers();
});

function session() {
  return renderHook(() =>
    usePlayerSession({
      target: { type: 'tv', id: 7, season: 1, episode: 2 },
      item: mediaItem({ id: 7, type: 'tv', title: 'Alpha' }),
      seriesEpisodes: 10,
      iframeRef: { current: iframe },
      trustedOrigins: new Set([window.location.origin]),
      onEnded: () => undefined,
    }),
  );
}

function playFor(seconds: number) {
  for (let t = 0; t <= seconds; t += 5) {
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            type: 'PLAYER_EVENT',
            data: { event: 'timeupdate', currentTime: t, duration: 3000 },
          },
          origin: window.location.origin,
          source: iframe.contentWindow,
        }),
      );
    });
    vi.advanceTimersByTime(5000);
  }
}

describe('a viewing session’s play log', () => {
  it('saves the seconds that played from the player’s progress events, once the page is left', () => {
    const { unmount } = session();
    playFor(60);
    unmount();
    expect(saveVideoPlay).toHaveBeenLastCalledWith(
      expect.any(String),
      expect.objectContaining({
        mediaId: 7,
        mediaType: 'tv',
        title: 'Alpha',
        season: 1,
        episode: 2,
        seriesEpisodes: 10,
        seconds: 60,
        finished: false,
      }),
    );
  });

  it('saves nothing while watching is not tracked', () => {
    useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, trackWatching: false } });
    const { unmount } = session();
    playFor(60);
    unmount();
    expect(saveVideoPlay).not.toHaveBeenCalled();
  });
});
