import { getSettings } from '@/lib/settings';
import { createSongRecorder, saveSongPlay } from '@/lib/storage/play-log';
import { usePlayerStore } from '../model/player.store';

/**
 * The music player's plays go into the play log (what Rewind counts) from here only: what the
 * player shows over time, read from its store, so every way a song starts, repeats or stops is
 * seen the same way. Incognito mode records none.
 */
export function bindPlayLog(): () => void {
  const recorder = createSongRecorder({
    recording: () => !getSettings().incognitoMode,
    save: saveSongPlay,
  });
  const observe = () => {
    const { currentSong, currentTime, duration, isPlaying } = usePlayerStore.getState();
    recorder.observe({ song: currentSong, currentTime, duration, isPlaying });
  };
  observe();
  const unsubscribe = usePlayerStore.subscribe((state, previous) => {
    if (
      state.currentSong !== previous.currentSong ||
      state.currentTime !== previous.currentTime ||
      state.isPlaying !== previous.isPlaying
    )
      observe();
  });
  const flush = () => void recorder.flush();
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    flush();
  };
}
