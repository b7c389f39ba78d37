import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLOSE,
  MAX_MESSAGE_BYTES,
  MAX_REFUSALS_IN_A_ROW,
  RATE_BURST,
} from '../../shared/together/limits.ts';
import { createHub, type Hub } from './hub.ts';
import { createSession } from './session.ts';
import { FakeLink, manualClock, musicCreate } from '../test/together-members.ts';

let hub: Hub;
afterEach(() => hub?.close());

/** A host and a guest in one room, each through a session, with a clock the test moves. */
async function twoMembers() {
  const clock = manualClock();
  hub = createHub({ now: clock.now });
  const hostLink = new FakeLink();
  const host = createSession(hub, hostLink, clock.now);
  host.receive(JSON.stringify(musicCreate()));
  await Promise.resolve();
  const room = hostLink.last('welcome')!.room;
  const guestLink = new FakeLink();
  const guest = createSession(hub, guestLink, clock.now);
  guest.receive(JSON.stringify({ t: 'join', room, name: 'Ben' }));
  await Promise.resolve();
  return { clock, host, hostLink, guest, guestLink, room };
}

const refill = (clock: ReturnType<typeof manualClock>) => clock.advance(10_000);

describe('a member session', () => {
  it('answers clock pings with the server time', async () => {
    const { clock, guest, guestLink } = await twoMembers();
    guest.receive(JSON.stringify({ t: 'time', c: 123.5 }));
    expect(guestLink.last('time')).toEqual({ t: 'time', c: 123.5, s: clock.now() });
  });

  it('refuses oversized, malformed and unknown messages, and the room goes on', async () => {
    const { clock, host, hostLink, guest, guestLink } = await twoMembers();
    guest.receive(JSON.stringify({ t: 'chat', text: 'x'.repeat(MAX_MESSAGE_BYTES) }));
    expect(guestLink.last('error')!.code).toBe('too-big');
    guest.receive('{"t":"chat","text":');
    expect(guestLink.last('error')!.code).toBe('invalid');
    guest.receive(Buffer.from([1, 2, 3]), true);
    guest.receive(JSON.stringify({ t: 'chat', text: '' }));
    guest.receive(JSON.stringify({ t: 'teleport' }));
    expect(guestLink.count('error')).toBe(5);
    refill(clock);
    host.receive(JSON.stringify({ t: 'chat', text: 'still here' }));
    expect(guestLink.last('chat')!.line.text).toBe('still here');
    expect(hostLink.last('state')!.state.members).toHaveLength(2);
  });

  it('refuses a flood past the burst, tells once a second, and closes a flooder', async () => {
    const { clock, guest, guestLink, hostLink } = await twoMembers();
    for (let i = 0; i < RATE_BURST + 5; i += 1)
      guest.receive(JSON.stringify({ t: 'react', emoji: '🔥' }));
    expect(hostLink.count('react')).toBe(RATE_BURST - 1);
    expect(guestLink.count('error')).toBe(1);
    for (let i = 0; i < MAX_REFUSALS_IN_A_ROW; i += 1) guest.receive('{}');
    expect(guestLink.closedWith).toBe(CLOSE.flooding);
    clock.advance(2000);
    expect(hostLink.last('state')!.state.members).toHaveLength(2);
  });

  it('stays whole under any sequence of hostile messages (fuzz)', async () => {
    const { clock, host, hostLink, guest, room } = await twoMembers();
    const hostile = fc.oneof(
      fc.string({ maxLength: 3000 }),
      fc.json({ maxDepth: 3 }),
      fc
        .record({
          t: fc.constantFrom(
            'playback',
            'media',
            'chat',
            'react',
            'end',
            'remove',
            'handover',
            'control',
            'join',
            'resume',
          ),
          key: fc.string({ maxLength: 30 }),
          text: fc.string({ maxLength: 400 }),
          room: fc.constantFrom(room, 'x'),
          member: fc.string({ maxLength: 10 }),
          emoji: fc.string({ maxLength: 4 }),
          playback: fc.anything(),
        })
        .map((m) => JSON.stringify(m)),
    );
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 30 }), fc.nat(3000), (messages, pause) => {
        for (const message of messages) guest.receive(message);
        clock.advance(pause);
      }),
      { numRuns: 200 },
    );
    // The guest could not end, take over, move or change the room.
    refill(clock);
    const state = hostLink.last('state')?.state ?? hostLink.last('welcome')!.state;
    expect(state.members.map((m) => [m.name, m.host])).toEqual([
      ['Ana', true],
      ['Ben', false],
    ]);
    expect(state.playback.position).toBe(12);
    expect(hostLink.last('ended')).toBeUndefined();
    expect(hostLink.last('moved')).toBeUndefined();
    host.receive(JSON.stringify({ t: 'chat', text: 'after the storm' }));
    expect(hostLink.last('chat')!.line.text).toBe('after the storm');
  });

  it('takes nothing but room messages after the room is entered, and none before', async () => {
    const clock = manualClock();
    hub = createHub({ now: clock.now });
    const link = new FakeLink();
    const lone = createSession(hub, link, clock.now);
    lone.receive(JSON.stringify({ t: 'chat', text: 'hello?' }));
    expect(link.last('error')!.code).toBe('not-in-room');
    lone.receive(JSON.stringify({ t: 'join', room: 'A'.repeat(24), name: 'Ben' }));
    await Promise.resolve();
    expect(link.last('error')!.code).toBe('not-found');
  });

  it('closes its socket when the rooms fail to answer, so the browser connects again', async () => {
    const failing = () => Promise.reject(new Error('the bus is down'));
    hub = { create: failing, enter: failing, peek: failing, roomCount: 0, close: async () => {} };
    const failures: unknown[] = [];
    const record = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', record);
    const links: FakeLink[] = [];
    try {
      for (const message of [
        musicCreate(),
        { t: 'join', room: 'A'.repeat(24), name: 'Ben' },
        { t: 'peek', room: 'A'.repeat(24) },
      ]) {
        const link = new FakeLink();
        links.push(link);
        createSession(hub, link).receive(JSON.stringify(message));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(failures).toEqual([]);
    expect(links.map((link) => link.closedWith)).toEqual([1011, 1011, 1011]);
  });
});
