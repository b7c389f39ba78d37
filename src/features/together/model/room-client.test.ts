import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESUME_WINDOW_MS } from '@shared/together/limits';
import type { ServerMessage } from '@shared/together/messages';
import { RoomClient, type ConnectionStatus } from './room-client';

/** A WebSocket stand-in: records what is sent; the test opens, answers and drops it. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  answer(message: ServerMessage | string) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}

const room = 'R'.repeat(24);
const token = 'T'.repeat(24);
const welcome: ServerMessage = {
  t: 'welcome',
  room,
  you: 'member01',
  token,
  state: {
    media: {
      kind: 'video',
      type: 'movie',
      id: 1,
      season: 0,
      episode: 0,
      server: 'void',
      title: 'x',
    },
    playback: { playing: false, position: 0, at: 0 },
    members: [],
    everyone: false,
  },
  chat: [],
};

let now = 0;
let statuses: ConnectionStatus[] = [];
let messages: ServerMessage[] = [];
let client: RoomClient;
const latest = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.all = [];
  now = 1000;
  statuses = [];
  messages = [];
  client = new RoomClient({
    hello: { t: 'join', room, name: 'Ben' },
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    url: 'ws://test/api/together',
    now: () => now,
  });
});
afterEach(() => {
  client.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RoomClient', () => {
  it('says hello, then estimates the clock from its pings', () => {
    latest().open();
    expect(latest().sent[0]).toEqual({ t: 'join', room, name: 'Ben' });
    latest().answer(welcome);
    for (let i = 0; i < 6; i += 1) {
      vi.advanceTimersByTime(150);
      const ping = latest()
        .sent.filter((m) => m.t === 'time')
        .at(-1)!;
      now += 10;
      latest().answer({ t: 'time', c: ping.c as number, s: (ping.c as number) + 5 + 50_000 });
    }
    expect(client.clock.ready).toBe(true);
    expect(client.sharedNow(2000)).toBe(2000 + 50_000);
    expect(statuses).toContain('open');
  });

  it('comes back after a drop with its member token, not by joining again', () => {
    latest().open();
    latest().answer(welcome);
    latest().close();
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(300);
    latest().open();
    expect(latest().sent[0]).toEqual({ t: 'resume', room, token });
  });

  it('treats unanswered pings as a dead connection and reconnects', () => {
    latest().open();
    latest().answer(welcome);
    const first = latest();
    vi.advanceTimersByTime(5000);
    now += 5000;
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.all.length).toBe(1);
    now += 5000;
    vi.advanceTimersByTime(5000);
    vi.advanceTimersByTime(300);
    expect(latest()).not.toBe(first);
  });

  it('gives up once the resume window has passed', () => {
    latest().open();
    latest().answer(welcome);
    latest().close();
    now += RESUME_WINDOW_MS + 1;
    vi.advanceTimersByTime(300);
    latest().close();
    expect(statuses.at(-1)).toBe('lost');
  });

  it('stops for good when removed, and ignores what does not parse', () => {
    latest().open();
    latest().answer('not json');
    latest().answer({ t: 'error', code: 'teapot' } as unknown as ServerMessage);
    latest().answer(welcome);
    latest().answer({ t: 'removed' });
    expect(messages.map((m) => m.t)).toEqual(['welcome', 'removed']);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all.length).toBe(1);
  });
});
