import {
  CLOSE,
  MAX_MESSAGE_BYTES,
  MAX_REFUSALS_IN_A_ROW,
  RATE_BURST,
  RATE_PER_SECOND,
} from '../../shared/together/limits.ts';
import {
  clientMessageSchema,
  type ClientMessage,
  type ErrorCode,
  type ServerMessage,
} from '../../shared/together/messages.ts';
import type { Hub, Seat } from './hub.ts';
import type { Link } from './room-members.ts';

/** WebSocket's "internal error" close code. */
const INTERNAL_ERROR = 1011;

/** A token bucket with a burst of its own: RATE_BURST messages, then RATE_PER_SECOND. */
export class MessageBucket {
  private tokens = RATE_BURST;
  private last: number;
  constructor(private readonly now: () => number) {
    this.last = now();
  }
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(RATE_BURST, this.tokens + ((now - this.last) * RATE_PER_SECOND) / 1000);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Why a message was refused at the boundary, or the message itself. */
export function readClientMessage(
  data: string | Buffer,
  binary: boolean,
): ClientMessage | ErrorCode {
  if (binary) return 'invalid';
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  if (bytes > MAX_MESSAGE_BYTES) return 'too-big';
  let json: unknown;
  try {
    json = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
  } catch {
    return 'invalid';
  }
  const parsed = clientMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : 'invalid';
}

/**
 * One member's socket: every message is measured, rate-limited and validated before anything
 * acts on it; a bad message is answered with an error and changes nothing else. Clock pings are
 * answered here; the rest goes to the member's room. `address` is the client's: the rooms it
 * opens are counted by it.
 */
export function createSession(hub: Hub, socket: Link, now: () => number = Date.now, address = '') {
  const bucket = new MessageBucket(now);
  let seat: Seat | null = null;
  let entering = false;
  let closed = false;
  let refusals = 0;
  let lastRateError = -Infinity;
  const send = (message: ServerMessage) => socket.send(JSON.stringify(message));
  // The rooms could not answer (another instance out of reach): the browser connects again,
  // and resumes its place if it had one.
  const failed = () => socket.close(INTERNAL_ERROR);

  const refuse = (code: ErrorCode) => {
    refusals += 1;
    if (refusals >= MAX_REFUSALS_IN_A_ROW) return socket.close(CLOSE.flooding);
    // A flood is told once a second, not once per message.
    if (code === 'rate') {
      if (now() - lastRateError < 1000) return;
      lastRateError = now();
    }
    send({ t: 'error', code });
  };

  const take = (
    entry: Promise<{ seat: Seat } | { error: ErrorCode }> | { seat: Seat } | { error: ErrorCode },
  ) => {
    entering = true;
    void Promise.resolve(entry).then(
      (result) => {
        entering = false;
        if ('error' in result) return send({ t: 'error', code: result.error });
        if (closed) return result.seat.drop();
        seat = result.seat;
      },
      () => {
        entering = false;
        failed();
      },
    );
  };

  return {
    receive(data: string | Buffer, binary = false) {
      if (closed) return;
      if (!bucket.take()) return refuse('rate');
      const message = readClientMessage(data, binary);
      if (typeof message === 'string') return refuse(message);
      refusals = 0;
      if (message.t === 'time') return send({ t: 'time', c: message.c, s: now() });
      if (message.t === 'peek') {
        return void hub
          .peek(message.room)
          .then(
            (preview) =>
              send(preview ? { t: 'preview', preview } : { t: 'error', code: 'not-found' }),
            failed,
          );
      }
      if (message.t === 'create' || message.t === 'join' || message.t === 'resume') {
        if (seat || entering) return send({ t: 'error', code: 'invalid' });
        return take(
          message.t === 'create'
            ? hub.create(message, socket, address)
            : hub.enter(message, socket),
        );
      }
      if (!seat) return send({ t: 'error', code: 'not-in-room' });
      seat.send(message);
    },
    closed() {
      if (closed) return;
      closed = true;
      seat?.drop();
      seat = null;
    },
  };
}
