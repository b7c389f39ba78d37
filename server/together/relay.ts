import type { ClientMessage, ErrorCode } from '../../src/features/together/protocol/messages.ts';
import { doorChannel, inboxChannel, type Bus } from './bus.ts';
import type { Envelope } from './bus-envelope.ts';
import type { Link } from './room.ts';

export interface Seat {
  /** A validated message for the room. */
  send(message: ClientMessage): void;
  /** The member's socket closed. */
  drop(): void;
}
export type Entered = { seat: Seat } | { error: ErrorCode };

/** How long a join waits for the owner of a room on another instance to answer. */
const ENTER_TIMEOUT_MS = 3000;

type EnterMessage = Extract<ClientMessage, { t: 'join' | 'resume' }>;

/**
 * This instance's side of rooms owned by another instance: a join or resume is asked on the
 * room's door channel, then the member's messages go to the owner's inbox and what the owner
 * sends comes back through this instance's inbox to the socket.
 */
export function createRelay(bus: Bus, instanceId: string) {
  let counter = 0;
  const links = new Map<string, Link>();
  const waiting = new Map<string, (entered: Entered) => void>();
  const post = (channel: string, envelope: Envelope) =>
    bus.publish(channel, JSON.stringify(envelope)).catch(() => null);

  function seat(conn: string, owner: string): Seat {
    const inbox = inboxChannel(owner);
    return {
      send: (message) => void post(inbox, { op: 'msg', from: instanceId, conn, message }),
      drop: () => {
        links.delete(conn);
        void post(inbox, { op: 'drop', from: instanceId, conn });
      },
    };
  }

  return {
    async enter(message: EnterMessage, link: Link): Promise<Entered> {
      const conn = String((counter += 1));
      links.set(conn, link);
      const answer = new Promise<Entered>((resolve) => {
        const timer = setTimeout(() => settle({ error: 'not-found' }), ENTER_TIMEOUT_MS);
        const settle = (entered: Entered) => {
          clearTimeout(timer);
          waiting.delete(conn);
          if ('error' in entered) links.delete(conn);
          resolve(entered);
        };
        waiting.set(conn, settle);
      });
      const heard = await post(doorChannel(message.room), {
        op: 'enter',
        from: instanceId,
        conn,
        message,
      });
      // Redis tells at once when no instance owns the room.
      if (heard === 0) waiting.get(conn)?.({ error: 'not-found' });
      return answer;
    },

    /** An envelope on this instance's inbox meant for the member side. */
    receive(envelope: Envelope) {
      const { conn } = envelope;
      if (envelope.op === 'seated') waiting.get(conn)?.({ seat: seat(conn, envelope.from) });
      else if (envelope.op === 'refused') waiting.get(conn)?.({ error: envelope.code });
      else if (envelope.op === 'send') links.get(conn)?.send(envelope.text);
      else if (envelope.op === 'close') {
        links.get(conn)?.close(envelope.code);
        links.delete(conn);
      }
    },
  };
}
