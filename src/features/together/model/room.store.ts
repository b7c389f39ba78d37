import { create } from 'zustand';
import type { Reaction } from '@shared/together/limits';
import type { ChatLine, EndReason, ErrorCode, RoomState } from '@shared/together/messages';
import type { ConnectionStatus } from './room-client';

/** Why this tab is no longer in its room. */
export type RoomExit = EndReason | 'removed' | 'lost' | 'left' | ErrorCode;

export interface FlyingReaction {
  key: number;
  emoji: Reaction;
  from: string;
}

/**
 * What this member's player says about following the room: its song could not be loaded
 * (offline, or not in its music service) and it catches up when it can; it is paused here
 * only; or the browser wants a press of Play before it makes sound.
 */
export type SyncNote =
  'song-unavailable' | 'song-hidden' | 'paused-here' | 'press-play' | 'cannot-sync';

/** This tab's room, as the screens show it. Nothing of it is stored. */
export interface TogetherState {
  status: 'idle' | ConnectionStatus;
  room: string | null;
  me: string | null;
  /** The host key, held by the host's tab only (in memory). */
  hostKey: string | null;
  state: RoomState | null;
  chat: ChatLine[];
  reactions: FlyingReaction[];
  exit: RoomExit | null;
  /** The invite link changed after someone was removed. */
  linkChanged: boolean;
  syncNote: SyncNote | null;
}

export const initialTogetherState = (): TogetherState => ({
  status: 'idle',
  room: null,
  me: null,
  hostKey: null,
  state: null,
  chat: [],
  reactions: [],
  exit: null,
  linkChanged: false,
  syncNote: null,
});

export const useTogetherStore = create<TogetherState>()(initialTogetherState);

export const useRoomState = () => useTogetherStore((s) => s.state);
/** What this tab's room plays, or null outside a room. */
export const useRoomMedia = () =>
  useTogetherStore((s) => (s.room ? (s.state?.media ?? null) : null));
export const useRoomStatus = () => useTogetherStore((s) => s.status);
export const useRoomId = () => useTogetherStore((s) => s.room);
export const useIsHost = () => useTogetherStore((s) => s.hostKey !== null);
export const useMyId = () => useTogetherStore((s) => s.me);
export const useChat = () => useTogetherStore((s) => s.chat);
export const useReactions = () => useTogetherStore((s) => s.reactions);
export const useRoomExit = () => useTogetherStore((s) => s.exit);
export const useLinkChanged = () => useTogetherStore((s) => s.linkChanged);
export const useSyncNote = () => useTogetherStore((s) => s.syncNote);
export const setSyncNote = (syncNote: SyncNote | null) => {
  if (useTogetherStore.getState().syncNote !== syncNote) useTogetherStore.setState({ syncNote });
};
/** Whether this member may play, pause, seek and skip for everyone. */
export const useMayControl = () =>
  useTogetherStore((s) => s.hostKey !== null || Boolean(s.state?.everyone));
