import { afterEach, describe, expect, it } from 'vitest';
import type { ClientMessage } from '../../shared/together/messages.ts';
import { createMemoryBroker, type Bus } from './bus.ts';
import { createHub, type Hub, type Seat } from './hub.ts';
import { FakeLink, musicCreate } from '../test/together-members.ts';

const hubs: Hub[] = [];
afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
});

function twoInstances() {
  const broker = createMemoryBroker();
  const a = createHub({ bus: broker.bus() });
  const b = createHub({ bus: broker.bus() });
  hubs.push(a, b);
  return { a, b };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const seatOf = (entered: { seat: Seat } | { error: string }) => {
  if ('error' in entered) throw new Error(entered.error);
  return entered.seat;
};

describe('rooms across instances', () => {
  it('lets a member on another instance join, follow the host and chat', async () => {
    const { a, b } = twoInstances();
    const hostLink = new FakeLink();
    const host = seatOf(await a.create(musicCreate(), hostLink, 'host'));
    const room = hostLink.last('welcome')!.room;

    const guestLink = new FakeLink();
    const guest = seatOf(await b.enter({ t: 'join', room, name: 'Ben' }, guestLink));
    expect(guestLink.last('welcome')!.state.members.map((m) => m.name)).toEqual(['Ana', 'Ben']);
    expect(b.roomCount).toBe(0);

    const playback = { playing: false, position: 40, at: Date.now() };
    host.send({ t: 'playback', playback });
    await settle();
    expect(guestLink.last('playback')!.playback).toEqual(playback);

    guest.send({ t: 'chat', text: 'hello from b' });
    await settle();
    expect(hostLink.last('chat')!.line).toMatchObject({ name: 'Ben', text: 'hello from b' });
  });

  it('resumes on a third path after a drop, and refuses a removed member anywhere', async () => {
    const { a, b } = twoInstances();
    const hostLink = new FakeLink();
    const host = seatOf(await a.create(musicCreate(), hostLink, 'host'));
    const { room, key } = hostLink.last('welcome')!;
    const guestLink = new FakeLink();
    const guest = seatOf(await b.enter({ t: 'join', room, name: 'Ben' }, guestLink));
    const { token, you } = guestLink.last('welcome')!;

    guest.drop();
    await settle();
    expect(hostLink.last('state')!.state.members[1]!.online).toBe(false);
    const backLink = new FakeLink();
    seatOf(await b.enter({ t: 'resume', room, token }, backLink));
    expect(backLink.last('welcome')!.you).toBe(you);

    host.send({ t: 'remove', key: key!, member: you } satisfies ClientMessage);
    await settle();
    expect(backLink.last('removed')).toBeDefined();
    expect(backLink.closedWith).toBe(4003);
    expect(await b.enter({ t: 'resume', room, token }, new FakeLink())).toEqual({
      error: 'not-found',
    });
    const moved = hostLink.last('moved')!.room;
    expect(await a.enter({ t: 'resume', room: moved, token }, new FakeLink())).toEqual({
      error: 'removed',
    });
    // The new link still admits newcomers on either instance.
    seatOf(await b.enter({ t: 'join', room: moved, name: 'Cy' }, new FakeLink()));
  });

  it('says not found for a room no instance has', async () => {
    const { b } = twoInstances();
    expect(await b.enter({ t: 'join', room: 'Z'.repeat(24), name: 'Ben' }, new FakeLink())).toEqual(
      {
        error: 'not-found',
      },
    );
  });

  it('tells members elsewhere when the host ends the room', async () => {
    const { a, b } = twoInstances();
    const hostLink = new FakeLink();
    const host = seatOf(await a.create(musicCreate(), hostLink, 'host'));
    const { room, key } = hostLink.last('welcome')!;
    const guestLink = new FakeLink();
    seatOf(await b.enter({ t: 'join', room, name: 'Ben' }, guestLink));
    host.send({ t: 'end', key: key! });
    await settle();
    expect(guestLink.last('ended')!.reason).toBe('ended');
    expect(guestLink.closedWith).toBe(4004);
    expect(a.roomCount).toBe(0);
  });
});

describe('a room shared at once', () => {
  // A bus whose subscriptions take effect a while after they are asked for, as a loaded Redis's
  // do.
  const slow = (bus: Bus): Bus => ({
    ...bus,
    subscribe: async (channel, handler) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return bus.subscribe(channel, handler);
    },
  });
  function slowInstances() {
    const broker = createMemoryBroker();
    const a = createHub({ bus: slow(broker.bus()) });
    const b = createHub({ bus: slow(broker.bus()) });
    hubs.push(a, b);
    return { a, b };
  }

  it('is found from another instance as soon as its host is welcomed, on a slow bus', async () => {
    const { a, b } = slowInstances();
    const hostLink = new FakeLink();
    seatOf(await a.create(musicCreate(), hostLink, 'host'));
    const { room } = hostLink.last('welcome')!;
    const guestLink = new FakeLink();
    seatOf(await b.enter({ t: 'join', room, name: 'Ben' }, guestLink));
    expect(guestLink.last('welcome')!.state.members.map((m) => m.name)).toEqual(['Ana', 'Ben']);
  });

  it('admits the new link of a room through another instance as soon as its members hear it', async () => {
    const { a, b } = slowInstances();
    const hostLink = new FakeLink();
    const host = seatOf(await a.create(musicCreate(), hostLink, 'host'));
    const { room, key } = hostLink.last('welcome')!;
    seatOf(await a.enter({ t: 'join', room, name: 'Ben' }, new FakeLink()));
    const ben = hostLink.last('state')!.state.members[1]!.id;
    host.send({ t: 'remove', key: key!, member: ben });
    while (!hostLink.last('moved')) await new Promise((resolve) => setTimeout(resolve, 1));
    const moved = hostLink.last('moved')!.room;
    seatOf(await b.enter({ t: 'join', room: moved, name: 'Cy' }, new FakeLink()));
  });
});

describe('the invite page’s preview', () => {
  it('tells what plays and how many are in, from either instance, before joining', async () => {
    const { a, b } = twoInstances();
    const hostLink = new FakeLink();
    await a.create(musicCreate(), hostLink, 'host');
    const { room } = hostLink.last('welcome')!;
    const expected = { kind: 'music', title: 'Sugar Postcard', artist: 'Mira Vale', members: 1 };
    expect(await a.peek(room)).toEqual(expected);
    expect(await b.peek(room)).toEqual(expected);
    expect(await b.peek('Q'.repeat(24))).toBeNull();
  });
});

describe('the number of rooms', () => {
  it('is capped per process, so opening rooms in a loop cannot fill its memory', async () => {
    const hub = createHub({ maxRooms: 2 });
    hubs.push(hub);
    seatOf(await hub.create(musicCreate(), new FakeLink(), 'host'));
    seatOf(await hub.create(musicCreate(), new FakeLink(), 'host'));
    expect(await hub.create(musicCreate(), new FakeLink(), 'host')).toEqual({ error: 'full' });
    expect(hub.roomCount).toBe(2);
  });

  it('is capped per address while its rooms have anyone in them', async () => {
    const hub = createHub({ roomsPerAddress: 3 });
    hubs.push(hub);
    const hostLinks = [new FakeLink(), new FakeLink(), new FakeLink()];
    const hosts = [];
    for (const link of hostLinks) hosts.push(seatOf(await hub.create(musicCreate(), link, 'a')));
    // The first room's host has gone, but a guest is still there.
    const { room } = hostLinks[0]!.last('welcome')!;
    seatOf(await hub.enter({ t: 'join', room, name: 'Ben' }, new FakeLink()));
    hosts[0]!.drop();
    expect(await hub.create(musicCreate(), new FakeLink(), 'a')).toEqual({ error: 'rate' });
    seatOf(await hub.create(musicCreate(), new FakeLink(), 'b'));
    // A room that ends makes way.
    hosts[1]!.send({ t: 'end', key: hostLinks[1]!.last('welcome')!.key! });
    seatOf(await hub.create(musicCreate(), new FakeLink(), 'a'));
    expect(hub.roomCount).toBe(4);
  });

  it('cannot be filled by one address opening rooms and dropping them', async () => {
    const hub = createHub({ maxRooms: 10, roomsPerAddress: 3 });
    hubs.push(hub);
    const dropped: FakeLink[] = [];
    for (let i = 0; i < 20; i += 1) {
      const link = new FakeLink();
      seatOf(await hub.create(musicCreate(), link, 'a')).drop();
      dropped.push(link);
    }
    // Each new room ended the oldest one no one was in: the address holds three.
    expect(hub.roomCount).toBe(3);
    const first = dropped[0]!.last('welcome')!;
    expect(
      await hub.enter({ t: 'resume', room: first.room, token: first.token }, new FakeLink()),
    ).toEqual({ error: 'not-found' });
    const last = dropped[19]!.last('welcome')!;
    seatOf(await hub.enter({ t: 'resume', room: last.room, token: last.token }, new FakeLink()));
    seatOf(await hub.create(musicCreate(), new FakeLink(), 'b'));
  });
});

describe('a bus that is down when the process starts', () => {
  it('leaves the rooms on this instance, told once, and stops nothing', async () => {
    const lines: string[] = [];
    const failures: unknown[] = [];
    const record = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', record);
    // As ioredis answers once it has given up reconnecting (20 tries, about 22 s).
    const down: Bus = {
      publish: async () => 0,
      subscribe: () => Promise.reject(new Error('Reached the max retries per request limit')),
      unsubscribe: async () => undefined,
      close: async () => undefined,
    };
    try {
      const hub = createHub({ bus: down, log: (line) => lines.push(line) });
      hubs.push(hub);
      const hostLink = new FakeLink();
      seatOf(await hub.create(musicCreate(), hostLink, 'a'));
      const { room } = hostLink.last('welcome')!;
      seatOf(await hub.enter({ t: 'join', room, name: 'Ben' }, new FakeLink()));
      expect(
        await hub.enter({ t: 'join', room: 'Q'.repeat(24), name: 'Cy' }, new FakeLink()),
      ).toEqual({ error: 'not-found' });
      expect(await hub.peek('Q'.repeat(24))).toBeNull();
      await settle();
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(failures).toEqual([]);
    expect(lines).toEqual([
      'reelbeat: rooms cannot reach other instances (Reached the max retries per request limit); rooms stay on this instance',
    ]);
  });
});
