import { RESUME_WINDOW_MS, TOGETHER_PATH } from '@shared/together/limits';
import {
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from '@shared/together/messages';
import { ClockEstimator } from './clock';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'lost' | 'closed';

/** Clock pings right after connecting (spaced out), then one every few seconds. */
const FIRST_PINGS = 6;
const FIRST_PING_GAP_MS = 150;
const PING_EVERY_MS = 5000;
/** A ping unanswered this long means the connection is dead, even if the socket says open. */
const PING_TIMEOUT_MS = 4000;
const RETRY_MS = [300, 1000, 2000, 3000];
/** The answers a join or resume can get that no retry changes. */
const ENTRY_REFUSALS = new Set<string>(['not-found', 'removed', 'full']);

export const roomSocketUrl = () =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${TOGETHER_PATH}`;

export interface RoomClientOptions {
  /** The first message: create or join. Later connections resume with the member token. */
  hello: ClientMessage;
  onMessage(message: ServerMessage): void;
  onStatus(status: ConnectionStatus): void;
  url?: string;
  now?: () => number;
}

/**
 * One member's connection to its room: validates what the server sends, keeps the clock offset
 * estimate fresh, notices a dead connection by its unanswered pings, and comes back to the same
 * room and place with the member token (without joining again) while the server keeps it.
 */
export class RoomClient {
  readonly clock = new ClockEstimator();
  private socket: WebSocket | null = null;
  private resumeWith: { room: string; token: string } | null = null;
  private lostSince: number | null = null;
  private attempt = 0;
  private final = false;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private waitingPing: number | null = null;
  private readonly now: () => number;
  private readonly url: string;

  constructor(private readonly options: RoomClientOptions) {
    this.now = options.now ?? (() => performance.now());
    this.url = options.url ?? roomSocketUrl();
    window.addEventListener('online', this.onOnline);
    this.connect();
  }

  /** The server's clock now (ms), or null before the first clock ping came back. */
  sharedNow(local = this.now()): number | null {
    const offset = this.clock.offset;
    return offset === null ? null : local + offset;
  }

  send(message: ClientMessage) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Stops for good (leaving, or the room is over). */
  close() {
    this.final = true;
    window.removeEventListener('online', this.onOnline);
    this.stopTimers();
    this.socket?.close(1000);
    this.socket = null;
  }

  private readonly onOnline = () => {
    if (this.final || this.socket?.readyState === WebSocket.OPEN) return;
    this.attempt = 0;
    this.socket?.close();
    this.connect();
  };

  private connect() {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    this.options.onStatus(this.resumeWith ? 'reconnecting' : 'connecting');
    socket.onopen = () => {
      const hello = this.resumeWith
        ? ({ t: 'resume', ...this.resumeWith } as const)
        : this.options.hello;
      socket.send(JSON.stringify(hello));
      this.startPings();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopTimers();
      this.retry();
    };
  }

  private receive(data: unknown) {
    let parsed: ReturnType<typeof serverMessageSchema.safeParse>;
    try {
      parsed = serverMessageSchema.safeParse(JSON.parse(String(data)));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.t === 'time') {
      this.waitingPing = null;
      this.clock.add(message.c, message.s, this.now());
    } else if (message.t === 'welcome') {
      this.resumeWith = { room: message.room, token: message.token };
      this.lostSince = null;
      this.attempt = 0;
      this.options.onStatus('open');
    } else if (message.t === 'moved' && this.resumeWith) {
      this.resumeWith = { ...this.resumeWith, room: message.room };
    } else if (message.t === 'removed' || message.t === 'ended') {
      this.final = true;
    } else if (message.t === 'error' && ENTRY_REFUSALS.has(message.code)) {
      // The room is gone or refuses this member: coming back cannot help.
      this.final = true;
    }
    this.options.onMessage(message);
    if (this.final) this.close();
  }

  private retry() {
    if (this.final) return this.options.onStatus('closed');
    if (!this.resumeWith) {
      this.final = true;
      return this.options.onStatus('lost');
    }
    this.lostSince ??= this.now();
    if (this.now() - this.lostSince > RESUME_WINDOW_MS) {
      this.final = true;
      return this.options.onStatus('lost');
    }
    this.options.onStatus('reconnecting');
    const wait = RETRY_MS[Math.min(this.attempt, RETRY_MS.length - 1)]!;
    this.attempt += 1;
    this.later(() => this.connect(), wait);
  }

  private ping() {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    if (this.waitingPing !== null && this.now() - this.waitingPing > PING_TIMEOUT_MS) {
      // No answer: the connection is dead even if the socket has not noticed yet.
      socket.onclose = null;
      socket.close();
      this.socket = null;
      this.stopTimers();
      return this.retry();
    }
    const c = this.now();
    this.waitingPing ??= c;
    socket.send(JSON.stringify({ t: 'time', c }));
  }

  private startPings() {
    this.waitingPing = null;
    for (let i = 0; i < FIRST_PINGS; i += 1) this.later(() => this.ping(), i * FIRST_PING_GAP_MS);
    this.pingTimer = setInterval(() => this.ping(), PING_EVERY_MS);
  }

  private later(run: () => void, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private stopTimers() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }
}

/** The invite page's question: what plays in `room`? Null when there is no such room. */
export function peekRoom(room: string, url = roomSocketUrl()) {
  return new Promise<Extract<ServerMessage, { t: 'preview' }>['preview'] | null>((resolve) => {
    const socket = new WebSocket(url);
    const done = (value: Extract<ServerMessage, { t: 'preview' }>['preview'] | null) => {
      resolve(value);
      socket.onclose = null;
      socket.close();
    };
    socket.onopen = () => socket.send(JSON.stringify({ t: 'peek', room }));
    socket.onmessage = (event) => {
      try {
        const parsed = serverMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (parsed.success && parsed.data.t === 'preview') done(parsed.data.preview);
        else done(null);
      } catch {
        done(null);
      }
    };
    socket.onclose = () => resolve(null);
  });
}
