import type { RecordRow, StatsRow } from './database';

/**
 * Tells the other tabs of this browser what changed in IndexedDB (it has no `storage` event):
 * each committed write is announced here with the rows it stored, so the other tabs take them
 * in without reading the database again. A write too large to send is announced as `reload`
 * (the other tabs read the lists again).
 */
export const CHANNEL_NAME = 'reelbeat-storage';

export interface ChangeMessage {
  /** The profile whose records changed. */
  profile: string;
  /** The rows as stored (tombstones included). */
  rows?: RecordRow[];
  /** Song counts and lengths of the playlists whose songs changed. */
  stats?: StatsRow[];
  /** Too much to send: read the lists again. */
  reload?: boolean;
  /** The announcing tab: channels in the same tab hear each other, so it skips its own. */
  from: string;
}

/** At most this many rows travel in one message; a larger write asks for a reload. */
export const MAX_ROWS = 2000;

const TAB = Math.random().toString(36).slice(2);
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  }
  return channel;
}

export function announceChange(change: Omit<ChangeMessage, 'from'>) {
  const rows = change.rows ?? [];
  const message: ChangeMessage =
    rows.length > MAX_ROWS
      ? { profile: change.profile, reload: true, from: TAB }
      : { ...change, from: TAB };
  if (rows.length || change.stats?.length || change.reload) getChannel()?.postMessage(message);
}

/** Changes announced by other tabs. Returns a function that stops listening. */
export function subscribeChanges(listener: (change: ChangeMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const own = new BroadcastChannel(CHANNEL_NAME);
  own.onmessage = (event: MessageEvent<Partial<ChangeMessage> | null>) => {
    const data = event.data;
    if (data && data.from !== TAB && typeof data.profile === 'string') {
      listener(data as ChangeMessage);
    }
  };
  return () => own.close();
}
