import { describe, expect, it, vi } from 'vitest';
import {
  CLOSE,
  HOST_GONE_MS,
  MAX_MEMBERS,
  MAX_ROOM_MS,
  RESUME_WINDOW_MS,
  SECRET_PATTERN,
} from '../../shared/together/limits.ts';
import { Room, type RoomEvents } from './room.ts';
import { FakeLink, manualClock, musicCreate } from '../test/together-members.ts';

function openRoom() {
  const clock = manualClock();
  const events: RoomEvents = { moved: vi.fn(), ended: vi.fn() };
  const { media, playback } = musicCreate();
  const room = new Room(media, playback, clock.now, events);
  const hostLink = new FakeLink();
  const host = room.open('Ana', hostLink);
  if ('error' in host) throw new Error('no host');
  const key = hostLink.last('welcome')!.key!;
  const join = (name: string) => {
    const link = new FakeLink();
    const entry = room.join(name, link);
    if ('error' in entry) throw new Error(entry.error);
    return { id: entry.member, link, token: link.last('welcome')!.token };
  };
  return { room, clock, events, host: host.member, hostLink, key, join };
}

describe('Room', () => {
  it('welcomes the host with the host key and a guest without it', () => {
    const { room, hostLink, join } = openRoom();
    expect(room.id).toMatch(SECRET_PATTERN);
    expect(hostLink.last('welcome')!.key).toMatch(SECRET_PATTERN);
    const guest = join('Ben');
    const welcome = guest.link.last('welcome')!;
    expect(welcome.key).toBeUndefined();
    expect(welcome.state.members.map((m) => [m.name, m.host])).toEqual([
      ['Ana', true],
      ['Ben', false],
    ]);
    expect(hostLink.last('state')!.state.members).toHaveLength(2);
  });

  it('cleans names and chat into plain one-line text', () => {
    const { room, join } = openRoom();
    const guest = join('  Ben\u202e\n<b>x</b> ');
    expect(guest.link.last('welcome')!.state.members[1]!.name).toBe('Ben <b>x</b>');
    room.receive(guest.id, { t: 'chat', text: 'hi\r\nthere\u0007' });
    expect(guest.link.last('chat')!.line.text).toBe('hi there');
  });

  it('lets only the host control playback until everyone may', () => {
    const { room, host, hostLink, key, join } = openRoom();
    const guest = join('Ben');
    const playback = { playing: false, position: 30, at: 1_000_000 };
    room.receive(guest.id, { t: 'playback', playback });
    expect(guest.link.last('error')!.code).toBe('forbidden');
    expect(room.state().playback.position).toBe(12);

    room.receive(host, { t: 'control', key, everyone: true });
    room.receive(guest.id, { t: 'playback', playback });
    expect(room.state().playback).toEqual(playback);
    expect(hostLink.last('playback')).toMatchObject({ playback, by: guest.id });
  });

  it('refuses host powers without the host key, or from a guest holding it', () => {
    const { room, host, key, join } = openRoom();
    const guest = join('Ben');
    room.receive(host, { t: 'end', key: 'x'.repeat(24) });
    room.receive(guest.id, { t: 'end', key });
    expect(room.ended).toBe(false);
    room.receive(host, { t: 'end', key });
    expect(room.ended).toBe(true);
    expect(guest.link.last('ended')!.reason).toBe('ended');
    expect(guest.link.closedWith).toBe(CLOSE.ended);
  });

  it('hands hosting over with a new key that only the new host gets', () => {
    const { room, host, hostLink, key, join } = openRoom();
    const guest = join('Ben');
    room.receive(host, { t: 'handover', key, to: guest.id });
    const newKey = guest.link.last('key')!.key;
    expect(newKey).not.toBe(key);
    expect(hostLink.count('key')).toBe(0);
    expect(room.state().members.find((m) => m.host)!.id).toBe(guest.id);
    room.receive(host, { t: 'end', key });
    expect(room.ended).toBe(false);
    room.receive(guest.id, { t: 'end', key: newKey });
    expect(room.ended).toBe(true);
  });

  it('removes a member for good: the token is refused and the link moves', () => {
    const { room, host, key, join, events } = openRoom();
    const guest = join('Ben');
    const other = join('Cy');
    const oldId = room.id;
    room.receive(host, { t: 'remove', key, member: guest.id });
    expect(guest.link.last('removed')).toBeDefined();
    expect(guest.link.closedWith).toBe(CLOSE.removed);
    expect(room.id).not.toBe(oldId);
    expect(other.link.last('moved')!.room).toBe(room.id);
    expect(guest.link.last('moved')).toBeUndefined();
    expect(events.moved).toHaveBeenCalledWith(room, oldId);
    expect(room.resume(guest.token, new FakeLink())).toEqual({ error: 'removed' });
    expect(room.state().members.map((m) => m.name)).toEqual(['Ana', 'Cy']);
  });

  it('keeps a dropped member 30 s, then forgets it; the host much longer', () => {
    const { room, clock, host, hostLink, join, events } = openRoom();
    const guest = join('Ben');
    room.drop(guest.id, guest.link);
    expect(room.state().members[1]!.online).toBe(false);
    clock.advance(RESUME_WINDOW_MS - 1);
    room.sweep();
    const back = new FakeLink();
    expect(room.resume(guest.token, back)).toEqual({ member: guest.id });
    expect(back.last('welcome')!.you).toBe(guest.id);

    room.drop(guest.id, back);
    clock.advance(RESUME_WINDOW_MS);
    room.sweep();
    expect(room.resume(guest.token, new FakeLink())).toEqual({ error: 'not-found' });

    room.drop(host, hostLink);
    clock.advance(HOST_GONE_MS - 1000);
    room.sweep();
    expect(room.ended).toBe(false);
    clock.advance(1000);
    room.sweep();
    expect(room.ended).toBe(true);
    expect(events.ended).toHaveBeenCalledWith(room);
  });

  it('ends after 12 hours whatever happens', () => {
    const { room, clock } = openRoom();
    clock.advance(MAX_ROOM_MS);
    room.sweep();
    expect(room.ended).toBe(true);
  });

  it('admits 20 members at most', () => {
    const { room, join } = openRoom();
    for (let i = 1; i < MAX_MEMBERS; i += 1) join(`Guest ${i}`);
    expect(room.join('One too many', new FakeLink())).toEqual({ error: 'full' });
  });

  it('passes hosting on when the host leaves, and ends when the host leaves alone', () => {
    const { room, host, join } = openRoom();
    const guest = join('Ben');
    room.receive(host, { t: 'leave' });
    expect(guest.link.last('key')).toBeDefined();
    expect(room.state().members).toEqual([{ id: guest.id, name: 'Ben', host: true, online: true }]);
    room.receive(guest.id, { t: 'leave' });
    expect(room.ended).toBe(true);
  });

  it('keeps the last 30 chat lines for whoever joins, and takes far-off times as its own', () => {
    const { room, host, join } = openRoom();
    for (let i = 0; i < 35; i += 1) room.receive(host, { t: 'chat', text: `line ${i}` });
    const chat = join('Ben').link.last('welcome')!.chat;
    expect(chat).toHaveLength(30);
    expect(chat[0]!.text).toBe('line 5');
    room.receive(host, { t: 'playback', playback: { playing: true, position: 1, at: 5 } });
    expect(room.state().playback.at).toBe(1_000_000);
  });
});
