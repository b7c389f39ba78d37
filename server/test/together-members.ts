import type { ClientMessage, ServerMessage } from '../../shared/together/messages.ts';
import type { Link } from '../together/room-members.ts';

/** A fake member connection that records what the room sends it (for the tests). */
export class FakeLink implements Link {
  readonly received: ServerMessage[] = [];
  closedWith: number | null = null;
  send(text: string) {
    this.received.push(JSON.parse(text) as ServerMessage);
  }
  close(code: number) {
    this.closedWith = code;
  }
  last<T extends ServerMessage['t']>(t: T): Extract<ServerMessage, { t: T }> | undefined {
    return this.received.filter((m): m is Extract<ServerMessage, { t: T }> => m.t === t).at(-1);
  }
  count(t: ServerMessage['t']) {
    return this.received.filter((m) => m.t === t).length;
  }
}

export const musicCreate = (name = 'Ana'): Extract<ClientMessage, { t: 'create' }> => ({
  t: 'create',
  name,
  media: {
    kind: 'music',
    songs: ['song-1', 'song-2'],
    index: 0,
    title: 'Sugar Postcard',
    artist: 'Mira Vale',
    shuffle: false,
  },
  playback: { playing: true, position: 12, at: 1_000_000 },
});

/** A clock the tests move by hand. */
export function manualClock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
