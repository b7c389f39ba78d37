import type { Reaction } from '@shared/together/limits';
import type { ClientMessage, Media, Playback, ServerMessage } from '@shared/together/messages';
import { RoomClient } from './room-client';
import { initialTogetherState, useTogetherStore, type RoomExit } from './room.store';

/**
 * This tab's room commands. A tab is in one room at most; the connection lives here, outside
 * React, so the room carries on while the listener moves between pages.
 */
const get = useTogetherStore.getState;
const set = useTogetherStore.setState;

let client: RoomClient | null = null;
/** Every id this tab's room has had (it changes when someone is removed). */
const heldIds = new Set<string>();
export const wasThisRoom = (id: string) => heldIds.has(id);
let reactionKey = 0;
/** How long a reaction floats on screen. */
export const REACTION_MS = 3000;

function onMessage(message: ServerMessage) {
  switch (message.t) {
    case 'welcome':
      heldIds.add(message.room);
      return set((s) => ({
        room: message.room,
        me: message.you,
        hostKey: message.key ?? (s.me === message.you ? s.hostKey : null),
        state: message.state,
        chat: message.chat,
        exit: null,
      }));
    case 'state':
      return set({ state: message.state });
    case 'playback':
      return set((s) => (s.state ? { state: { ...s.state, playback: message.playback } } : {}));
    case 'key':
      return set({ hostKey: message.key });
    case 'moved':
      heldIds.add(message.room);
      return set({ room: message.room, linkChanged: true });
    case 'chat':
      return set((s) => ({ chat: [...s.chat.slice(-49), message.line] }));
    case 'react': {
      const flying = { key: (reactionKey += 1), emoji: message.emoji, from: message.from };
      set((s) => ({ reactions: [...s.reactions.slice(-11), flying] }));
      setTimeout(
        () => set((s) => ({ reactions: s.reactions.filter((r) => r.key !== flying.key) })),
        REACTION_MS,
      );
      return;
    }
    case 'removed':
      return finish('removed');
    case 'ended':
      return finish(message.reason);
    case 'error':
      if (!get().room) finish(message.code);
      return;
    default:
  }
}

/** The room is over for this tab: the reason stays on screen, nothing else of the room does. */
function finish(exit: RoomExit) {
  client?.close();
  client = null;
  set({ ...initialTogetherState(), status: 'closed', exit });
}

function open(hello: ClientMessage): Promise<string> {
  client?.close();
  heldIds.clear();
  set({ ...initialTogetherState(), status: 'connecting' });
  return new Promise((resolve, reject) => {
    const unsubscribe = useTogetherStore.subscribe((s) => {
      if (s.room) {
        unsubscribe();
        resolve(s.room);
      } else if (s.exit) {
        unsubscribe();
        reject(new Error(s.exit));
      }
    });
    client = new RoomClient({
      hello,
      onMessage,
      onStatus: (status) => {
        if (status === 'lost' && get().exit === null) finish('lost');
        else if (get().exit === null) set({ status });
      },
    });
  });
}

/** Opens a room for `media` with this tab as its host. Resolves with the room's id. */
export const startRoom = (name: string, media: Media, playback: Playback) =>
  open({ t: 'create', name, media, playback });

export const joinRoom = (room: string, name: string) => open({ t: 'join', room, name });

const send = (message: ClientMessage) => client?.send(message);
const hostKey = () => get().hostKey;

export function leaveRoom() {
  send({ t: 'leave' });
  finish('left');
}

export function endRoom() {
  const key = hostKey();
  if (key) send({ t: 'end', key });
}

export function handOver(to: string) {
  const key = hostKey();
  if (key) send({ t: 'handover', key, to });
}

export function removeMember(member: string) {
  const key = hostKey();
  if (key) send({ t: 'remove', key, member });
}

export function setEveryoneControls(everyone: boolean) {
  const key = hostKey();
  if (key) send({ t: 'control', key, everyone });
}

export const react = (emoji: Reaction) => send({ t: 'react', emoji });
export const sendChat = (text: string) => send({ t: 'chat', text });

/** A controller's change of where the media is: applied here at once, then sent. */
export function sendPlayback(playback: Playback) {
  set((s) => (s.state ? { state: { ...s.state, playback } } : {}));
  send({ t: 'playback', playback });
}

export function sendMedia(media: Media, playback: Playback) {
  set((s) => (s.state ? { state: { ...s.state, media, playback } } : {}));
  send({ t: 'media', media, playback });
}

export const clearExit = () => set({ exit: null, status: 'idle' });

/**
 * The room server's clock (ms) at `local` (`performance.now()`, default now), or null before
 * the clock offset is estimated from enough pings.
 */
export const sharedNow = (local?: number) => (client?.clock.ready ? client.sharedNow(local) : null);
