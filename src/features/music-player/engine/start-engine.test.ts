import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialPlayerState, usePlayerStore } from '../model/player.store';
import { song, songs } from '@/test/song-fixtures';
import { fadeOutAndPause, playSong } from '../player-actions';

beforeEach(() => usePlayerStore.setState(initialPlayerState(), true));
afterEach(() => vi.restoreAllMocks());

it('creates the audio engine and calls play() before returning, within the click', () => {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load');
  playSong(song('a'), songs('a', 'b'), 0);
  expect(load).toHaveBeenCalledTimes(1);
  expect(play).toHaveBeenCalledTimes(1);
  expect((play.mock.contexts[0] as HTMLAudioElement).src).toContain('/audio/a');
});

it('fadeOutAndPause (sleep timer) ends with playback paused', async () => {
  playSong(song('a'), songs('a', 'b'), 0);
  expect(usePlayerStore.getState().isPlaying).toBe(true);
  await fadeOutAndPause(50);
  expect(usePlayerStore.getState().isPlaying).toBe(false);
  expect(usePlayerStore.getState().currentSong?.id).toBe('a');
});
