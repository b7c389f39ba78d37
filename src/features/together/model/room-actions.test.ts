import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage, ServerMessage } from '@shared/together/messages';
import type { RoomClientOptions } from './room-client';
import {
  endRoom,
  joinRoom,
  leaveRoom,
  REACTION_MS,
  removeMember,
  sendPlayback,
  startRoom,
  wasThisRoom,
} from './room-actions';
import { initialTogetherState, useTogetherStore } from './room.store';

const sent: ClientMessage[] = [];
let options: RoomClientOptions;
vi.mock('./room-client', () => ({
  RoomClient: class {
    clock = { ready: true };
    constructor(o: RoomClientOptions) {
      options = o;
    }
    send(message: ClientMessage) {
      sent.push(message);
    }
    sharedNow = (local = 0) => local + 1;
    close = vi.fn();
  },
}));

const room = 'R'.repeat(24);
const moved = 'M'.repeat(24);
const key = 'K'.repeat(24);
const state = {
  media: {
    kind: 'music' as const,
    songs: ['s'],
    index: 0,
    title: 'T',
    artist: 'A',
    shuffle: false,
  },
  playback: { playing: true, position: 1, at: 1 },
  members: [{ id: 'member01', name: 'Ana', host: true, online: true }],
  everyone: false,
};
const welcome = (withKey: boolean): ServerMessage => ({
  t: 'welcome',
  room,
  you: 'member01',
  token: 'T'.repeat(24),
  ...(withKey ? { key } : {}),
  state,
  chat: [],
});
const receive = (message: ServerMessage) => options.onMessage(message);
const store = () => useTogetherStore.getState();

afterEach(() => {
  sent.length = 0;
  useTogetherStore.setState(initialTogetherState());
  vi.useRealTimers();
});

describe('room actions', () => {
  it('start a room and keep the host key in this tab only', async () => {
    const started = startRoom('Ana', state.media, state.playback);
    expect(options.hello).toMatchObject({ t: 'create', name: 'Ana' });
    receive(welcome(true));
    await expect(started).resolves.toBe(room);
    expect(store().hostKey).toBe(key);
    removeMember('member02');
    endRoom();
    expect(sent).toEqual([
      { t: 'remove', key, member: 'member02' },
      { t: 'end', key },
    ]);
  });

  it('send no host command without the host key', async () => {
    const joined = joinRoom(room, 'Ben');
    receive(welcome(false));
    await joined;
    endRoom();
    removeMember('member01');
    expect(sent).toEqual([]);
  });

  it('follow the room to its new link after a removal, remembering the old one', async () => {
    const joined = joinRoom(room, 'Ben');
    receive(welcome(false));
    await joined;
    receive({ t: 'moved', room: moved });
    expect(store()).toMatchObject({ room: moved, linkChanged: true });
    expect(wasThisRoom(room) && wasThisRoom(moved)).toBe(true);
  });

  it('float reactions for a few seconds, keep chat, and apply a playback change at once', async () => {
    vi.useFakeTimers();
    const joined = joinRoom(room, 'Ben');
    receive(welcome(false));
    await joined;
    receive({ t: 'react', from: 'member01', emoji: '🔥' });
    receive({ t: 'chat', line: { from: 'member01', name: 'Ana', text: 'hi', at: 1 } });
    expect(store().reactions).toHaveLength(1);
    vi.advanceTimersByTime(REACTION_MS);
    expect(store().reactions).toHaveLength(0);
    expect(store().chat.map((l) => l.text)).toEqual(['hi']);
    sendPlayback({ playing: false, position: 9, at: 2 });
    expect(store().state!.playback.position).toBe(9);
    expect(sent.at(-1)).toEqual({
      t: 'playback',
      playback: { playing: false, position: 9, at: 2 },
    });
  });

  it('end the room for this tab with the reason, and keep nothing of it', async () => {
    const joined = joinRoom(room, 'Ben');
    receive(welcome(false));
    await joined;
    receive({ t: 'ended', reason: 'host-gone' });
    expect(store()).toMatchObject({ room: null, state: null, chat: [], exit: 'host-gone' });
  });

  it('refuse a join the server refuses, and leave on request', async () => {
    const joined = joinRoom(room, 'Ben');
    receive({ t: 'error', code: 'full' });
    await expect(joined).rejects.toThrow('full');
    const again = joinRoom(room, 'Ben');
    receive(welcome(false));
    await again;
    leaveRoom();
    expect(sent.at(-1)).toEqual({ t: 'leave' });
    expect(store().exit).toBe('left');
  });
});
