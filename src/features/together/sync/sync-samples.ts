import { syncedPlayback } from '@/features/music-player';
import { sharedNow } from '../model/room-actions';

/**
 * Read-only diagnostics (and what the e2e suite measures): this player's heard position at an
 * instant of the room's shared clock, with the rate it plays at. Two members' samples, moved to
 * one instant at their rates, tell how far apart they are.
 */
export function exposeSamples(songOfRoom: (() => string | null) | null) {
  const target = window as unknown as { reelbeatTogether?: unknown };
  if (!songOfRoom) {
    delete target.reelbeatTogether;
    return;
  }
  target.reelbeatTogether = {
    sample() {
      const read = syncedPlayback.position();
      const shared = read ? sharedNow(read.at) : null;
      if (!read || shared === null) return null;
      return { ...read, shared, roomSong: songOfRoom() };
    },
  };
}
