import { useTogetherStore, type TogetherState } from '../model/room.store';
import { startMusicSync } from './music-sync';

let stop: (() => void) | null = null;
let watching = false;

const inMusicRoom = (s: TogetherState) => s.room !== null && s.state?.media.kind === 'music';

/**
 * While this tab is in a music room, its player follows the room (music-sync.ts); when the room
 * ends or is left, the player is the listener's own again (its speed back from Settings). Started
 * by the screens that open or join a music room; later calls do nothing.
 */
export function followMusicRooms() {
  if (watching) return;
  watching = true;
  const check = (state: TogetherState) => {
    const active = inMusicRoom(state);
    if (active && !stop) stop = startMusicSync();
    else if (!active && stop) {
      stop();
      stop = null;
    }
  };
  useTogetherStore.subscribe(check);
  check(useTogetherStore.getState());
}
