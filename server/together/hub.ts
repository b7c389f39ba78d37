import { MAX_ROOMS, ROOMS_PER_ADDRESS } from '../../shared/together/limits.ts';
import type { ClientMessage, Preview } from '../../shared/together/messages.ts';
import { doorChannel, inboxChannel, type Bus } from './bus.ts';
import { readEnvelope, type Envelope } from './bus-envelope.ts';
import { createRelay, type Entered, type Seat } from './relay.ts';
import { Room, type Entry, type RoomEvents } from './room.ts';
import type { Link } from './room-members.ts';
import { randomSecret } from './secrets.ts';

export type { Entered, Seat };

export interface HubOptions {
  now?: () => number;
  /** Other instances and workers, when there are any (Redis, the cluster primary). */
  bus?: Bus | null;
  /** How often rooms check their time limits (ms). */
  sweepMs?: number;
  /** Rooms this process owns at most (MAX_ROOMS). */
  maxRooms?: number;
  /** Rooms one client address may have opened at once (ROOMS_PER_ADDRESS). */
  roomsPerAddress?: number;
  log?: (line: string) => void;
}

type CreateMessage = Extract<ClientMessage, { t: 'create' }>;
type EnterMessage = Extract<ClientMessage, { t: 'join' | 'resume' }>;

export interface Hub {
  /**
   * Opens a room once other instances can reach it: its door is subscribed before the welcome.
   * `address` is the creator's (rooms are counted per address).
   */
  create(message: CreateMessage, link: Link, address: string): Promise<Entered>;
  enter(message: EnterMessage, link: Link): Promise<Entered>;
  /** What the room plays and how many are in it, for the invite page; null if there is none. */
  peek(room: string): Promise<Preview | null>;
  /** Rooms this instance owns. */
  readonly roomCount: number;
  close(): Promise<void>;
}

const entered = (room: Room, entry: Entry, link: Link): Entered =>
  'error' in entry
    ? entry
    : {
        seat: {
          send: (message) => room.receive(entry.member, message),
          drop: () => room.drop(entry.member, link),
        },
      };

function enterRoom(room: Room, message: EnterMessage, link: Link): Entered {
  const entry =
    message.t === 'join' ? room.join(message.name, link) : room.resume(message.token, link);
  return entered(room, entry, link);
}

/**
 * The rooms of this instance, in memory. With a bus, the instance that created a room owns it
 * and answers on the room's door channel; members connected elsewhere reach it through the
 * bus (relay.ts), so everyone shares one state and one host.
 */
export function createHub({
  now = Date.now,
  bus = null,
  sweepMs = 1000,
  maxRooms = MAX_ROOMS,
  roomsPerAddress = ROOMS_PER_ADDRESS,
  log = console.error,
}: HubOptions = {}): Hub {
  const rooms = new Map<string, Room>();
  /** The rooms each address opened that are still open, oldest first. */
  const byAddress = new Map<string, Set<Room>>();
  const addressOf = new Map<Room, string>();
  const instanceId = randomSecret();
  const inbox = inboxChannel(instanceId);
  /** Members of this instance's rooms whose sockets are on other instances. */
  const remote = new Map<string, { room: Room; seat: Seat }>();
  const relay = bus ? createRelay(bus, instanceId) : null;
  const post = (channel: string, envelope: Envelope) =>
    void bus?.publish(channel, JSON.stringify(envelope)).catch(() => null);

  const onDoor = (text: string) => {
    const envelope = readEnvelope(text);
    if (envelope?.op !== 'enter') return;
    const { from, conn, message } = envelope;
    if (message.t !== 'join' && message.t !== 'resume' && message.t !== 'peek') return;
    const reply = inboxChannel(from);
    const room = rooms.get(message.room);
    if (!room) return post(reply, { op: 'refused', from: instanceId, conn, code: 'not-found' });
    if (message.t === 'peek') {
      return post(reply, { op: 'preview', from: instanceId, conn, preview: room.preview() });
    }
    const link: Link = {
      send: (text) => post(reply, { op: 'send', from: instanceId, conn, text }),
      close: (code) => post(reply, { op: 'close', from: instanceId, conn, code }),
    };
    const result = enterRoom(room, message, link);
    if ('error' in result) {
      return post(reply, { op: 'refused', from: instanceId, conn, code: result.error });
    }
    remote.set(`${from}:${conn}`, { room, seat: result.seat });
    post(reply, { op: 'seated', from: instanceId, conn });
  };

  const onInbox = (text: string) => {
    const envelope = readEnvelope(text);
    if (!envelope) return;
    const key = `${envelope.from}:${envelope.conn}`;
    if (envelope.op === 'msg') remote.get(key)?.seat.send(envelope.message);
    else if (envelope.op === 'drop') {
      remote.get(key)?.seat.drop();
      remote.delete(key);
    } else relay?.receive(envelope);
  };
  // Without its inbox this instance hears no answer from the others; its own rooms still work.
  // The Redis bus subscribes it again once Redis is back.
  const subscribed = bus?.subscribe(inbox, onInbox).catch((error: Error) => {
    log(
      `reelbeat: rooms cannot reach other instances (${error.message}); rooms stay on this instance`,
    );
  });

  const events: RoomEvents = {
    moved(room, oldId) {
      rooms.delete(oldId);
      rooms.set(room.id, room);
      void bus?.unsubscribe(doorChannel(oldId)).catch(() => undefined);
      // As at creation: the members share the new link at once.
      return bus?.subscribe(doorChannel(room.id), onDoor).catch(() => undefined);
    },
    ended(room) {
      rooms.delete(room.id);
      const address = addressOf.get(room) ?? '';
      addressOf.delete(room);
      const own = byAddress.get(address);
      own?.delete(room);
      if (own?.size === 0) byAddress.delete(address);
      void bus?.unsubscribe(doorChannel(room.id)).catch(() => undefined);
      for (const [key, seated] of remote) if (seated.room === room) remote.delete(key);
    },
  };

  const sweeper = setInterval(() => {
    for (const room of [...rooms.values()]) room.sweep();
  }, sweepMs);
  sweeper.unref();

  return {
    async create(message, link, address) {
      const own = byAddress.get(address) ?? new Set<Room>();
      if (own.size >= roomsPerAddress) {
        // Opening rooms and dropping them would otherwise keep every slot taken for 10 minutes.
        const deserted = [...own].find((room) => room.deserted);
        if (!deserted) return { error: 'rate' };
        deserted.end('host-gone');
      }
      if (rooms.size >= maxRooms) return { error: 'full' };
      const room = new Room(message.media, message.playback, now, events);
      rooms.set(room.id, room);
      addressOf.set(room, address);
      byAddress.set(address, own.add(room));
      // The welcome carries the room's id, which the host shares at once: a join through another
      // instance before the door is heard there would be told the room does not exist.
      await bus?.subscribe(doorChannel(room.id), onDoor).catch(() => undefined);
      return entered(room, room.open(message.name, link), link);
    },
    async enter(message, link) {
      const room = rooms.get(message.room);
      if (room) return enterRoom(room, message, link);
      if (!relay) return { error: 'not-found' };
      await subscribed;
      return relay.enter(message, link);
    },
    async peek(id) {
      const room = rooms.get(id);
      if (room) return room.preview();
      if (!relay) return null;
      await subscribed;
      return relay.peek(id);
    },
    get roomCount() {
      return rooms.size;
    },
    async close() {
      clearInterval(sweeper);
      for (const room of [...rooms.values()]) room.end('ended');
      await bus?.unsubscribe(inbox).catch(() => undefined);
    },
  };
}
