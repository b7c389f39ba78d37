/**
 * Tells other tabs which IndexedDB records changed. IndexedDB has no `storage` event, so each
 * committed write is announced here and the other tabs reread what it names.
 */
export const CHANNEL_NAME = 'reelbeat-storage';

export interface ChangeMessage {
  /** Names of the lists whose records changed (favorites, playlists, downloads, …). */
  lists: string[];
  /** The announcing tab: channels in the same tab hear each other, so it skips its own. */
  from: string;
}

const TAB_ID = Math.random().toString(36).slice(2);
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  }
  return channel;
}

export function announceChange(lists: string[]) {
  if (lists.length) getChannel()?.postMessage({ lists, from: TAB_ID } satisfies ChangeMessage);
}

/** Changes announced by other tabs. Returns a function that stops listening. */
export function subscribeChanges(listener: (lists: string[]) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const own = new BroadcastChannel(CHANNEL_NAME);
  own.onmessage = (event: MessageEvent<Partial<ChangeMessage> | null>) => {
    const data = event.data;
    if (data && data.from !== TAB_ID && Array.isArray(data.lists)) listener(data.lists);
  };
  return () => own.close();
}
