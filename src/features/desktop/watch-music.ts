import { usePlayerStore } from '../music-player';
import type { PresenceController } from './presence';

/** Feeds the current song and play/pause state to presence ('Listening to' / 'Paused:'). */
export function watchMusic(presence: PresenceController): () => void {
  const read = () => {
    const { currentSong, isPlaying } = usePlayerStore.getState();
    return { song: currentSong?.name || null, isPlaying };
  };
  let last = read();
  presence.setMusic(last);
  return usePlayerStore.subscribe(() => {
    const next = read();
    if (next.song === last.song && next.isPlaying === last.isPlaying) return;
    last = next;
    presence.setMusic(next);
  });
}
