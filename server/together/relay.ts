import type { ClientMessage, ErrorCode, Preview } from '../../shared/together/messages.ts';
import { doorChannel, inboxChannel, type Bus } from './bus.ts';
import type { Envelope } from './bus-envelope.ts';
import type { Link } from './room-members.ts';

export interface Seat {
  /** A validated message for the room. */
  send(message: ClientMessage): void;
  /** The member's socket closed. */
  drop(): void;
}
export type Entered = { seat: Seat } | { error: ErrorCode };
type Answer = Entered | { preview: Preview };

/** How long a join waits for the owner of a room on another instance to answer. */
const ENTER_TIMEOUT_MS = 3000;

type EnterMessage = Extract<ClientMessage, { t: 'join' | 'resume' | 'peek' }>;

/**
 * This instance's side of rooms owned by another instance: a join or resume is asked on the
 * room's door channel, then the member's messages go to the owner's inbox and what the owner
 * sends comes back through this instance's inbox to the socket.
 */
export function createRelay(bus: Bus, instanceId: string) {
  let counter = 0;
  const links = new Map<string, Link>();
  const waiting = new Map<string, (answer: Answer) => void>();
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

  async function ask(message: EnterMessage, link: Link | null): Promise<Answer> {
    const conn = String((counter += 1));
    if (link) links.set(conn, link);
    const answer = new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => settle({ error: 'not-found' }), ENTER_TIMEOUT_MS);
      const settle = (result: Answer) => {
        clearTimeout(timer);
        waiting.delete(conn);
        if (!('seat' in result)) links.delete(conn);
        resolve(result);
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
  }

  return {
    async enter(message: Extract<EnterMessage, { t: 'join' | 'resume' }>, link: Link) {
      const answer = await ask(message, link);
      return 'preview' in answer ? ({ error: 'invalid' } as const) : answer;
    },

    async peek(room: string): Promise<Preview | null> {
      const answer = await ask({ t: 'peek', room }, null);
      return 'preview' in answer ? answer.preview : null;
    },

    /** An envelope on this instance's inbox meant for the member side. */
    receive(envelope: Envelope) {
      const { conn } = envelope;
      if (envelope.op === 'seated') waiting.get(conn)?.({ seat: seat(conn, envelope.from) });
      else if (envelope.op === 'refused') waiting.get(conn)?.({ error: envelope.code });
      else if (envelope.op === 'preview') waiting.get(conn)?.({ preview: envelope.preview });
      else if (envelope.op === 'send') links.get(conn)?.send(envelope.text);
      else if (envelope.op === 'close') {
        links.get(conn)?.close(envelope.code);
        links.delete(conn);
      }
    },
  };
}
