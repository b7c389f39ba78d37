import { useEffect, useState } from 'react';
import { useSetting } from '@/lib/settings';

/**
 * Max concurrent streams: the open players of every Reelbeat tab of this browser count each
 * other over a BroadcastChannel. Players are ranked by when they started (then by id); one
 * ranked at or beyond the limit is held back until an earlier one closes. A tab that dies
 * without saying goodbye stops counting once its heartbeat has been silent for STALE_MS.
 */
export const STREAMS_CHANNEL = 'reelbeat-streams';
const HEARTBEAT_MS = 3000;
const STALE_MS = 8000;

interface Peer {
  since: number;
  heardAt: number;
}
type StreamMessage = { kind: 'hello' | 'here' | 'bye'; id: string; since: number };

const before = (a: { since: number; id: string }, b: { since: number; id: string }) =>
  a.since < b.since || (a.since === b.since && a.id < b.id);

/** How many live players started before this one (pure, for the hook and its test). */
export function playersAhead(
  self: { id: string; since: number },
  peers: ReadonlyMap<string, Peer>,
  now: number,
): number {
  let ahead = 0;
  for (const [id, peer] of peers) {
    if (now - peer.heardAt <= STALE_MS && before({ id, since: peer.since }, self)) ahead += 1;
  }
  return ahead;
}

/**
 * Whether this player may play under the limit. `active` is false while nothing is loaded,
 * so a page without a player takes no slot.
 */
export function useStreamSlot(active: boolean): { allowed: boolean; limit: number } {
  const limit = useSetting('maxConcurrentStreams');
  const [ahead, setAhead] = useState(0);
  useEffect(() => {
    if (!active || typeof BroadcastChannel === 'undefined') return;
    const self = { id: Math.random().toString(36).slice(2), since: Date.now() };
    const peers = new Map<string, Peer>();
    const channel = new BroadcastChannel(STREAMS_CHANNEL);
    const post = (kind: StreamMessage['kind']) =>
      channel.postMessage({ kind, ...self } satisfies StreamMessage);
    const recount = () => setAhead(playersAhead(self, peers, Date.now()));
    channel.onmessage = (event: MessageEvent<StreamMessage>) => {
      const { kind, id, since } = event.data;
      if (kind === 'bye') peers.delete(id);
      else peers.set(id, { since, heardAt: Date.now() });
      if (kind === 'hello') post('here');
      recount();
    };
    post('hello');
    const beat = setInterval(() => {
      post('here');
      recount();
    }, HEARTBEAT_MS);
    const leave = () => post('bye');
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(beat);
      window.removeEventListener('pagehide', leave);
      leave();
      channel.close();
      setAhead(0);
    };
  }, [active]);
  return { allowed: !active || ahead < limit, limit };
}
