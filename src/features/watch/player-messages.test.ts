import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import {
  createPlayerMessageHandler,
  createProgressTracker,
  type PlayerEvent,
} from './player-messages';
import { playerProgressStorage, saveMediaData } from '@/lib/storage/video-lists';
import { storedValue } from '@/test/stored-lists';

const ORIGIN = 'https://void.example';
const frameWindow = { name: 'embed' } as unknown as Window;
const otherWindow = { name: 'other' } as unknown as Window;

function setup() {
  const onPlayerEvent = vi.fn();
  const onMediaData = vi.fn();
  const onIgnored = vi.fn();
  const handle = createPlayerMessageHandler({
    trustedOrigins: new Set([ORIGIN]),
    getSource: () => frameWindow,
    onPlayerEvent,
    onMediaData,
    onIgnored,
  });
  const send = (data: unknown, origin = ORIGIN, source: Window | null = frameWindow) =>
    handle(new MessageEvent('message', { data, origin, source }));
  return { send, onPlayerEvent, onMediaData, onIgnored };
}

const playerEvent = {
  type: 'PLAYER_EVENT',
  data: { event: 'play', currentTime: 3, duration: 300 },
};

describe('createPlayerMessageHandler', () => {
  it('passes the commands a player says it takes (watching together), and only those', () => {
    const onCapabilities = vi.fn();
    const handle = createPlayerMessageHandler({
      trustedOrigins: new Set([ORIGIN]),
      getSource: () => frameWindow,
      onPlayerEvent: vi.fn(),
      onMediaData: vi.fn(),
      onCapabilities,
    });
    const send = (data: unknown, origin = ORIGIN) =>
      handle(new MessageEvent('message', { data, origin, source: frameWindow }));
    send({ type: 'PLAYER_CAPABILITIES', data: { commands: ['play', 'pause', 'seek'] } });
    send({ type: 'PLAYER_CAPABILITIES', data: { commands: ['play'] } }, 'https://evil.example');
    send({ type: 'PLAYER_CAPABILITIES', data: { commands: 'all' } });
    expect(onCapabilities.mock.calls).toEqual([[['play', 'pause', 'seek']]]);
  });

  it('passes a valid PLAYER_EVENT from the trusted origin and the embed window', () => {
    const { send, onPlayerEvent } = setup();
    send(playerEvent);
    expect(onPlayerEvent).toHaveBeenCalledWith(playerEvent.data);
  });

  it('accepts JSON text as some hosts send it', () => {
    const { send, onPlayerEvent } = setup();
    send(JSON.stringify(playerEvent));
    expect(onPlayerEvent).toHaveBeenCalledTimes(1);
  });

  it('ignores a message from another origin', () => {
    const { send, onPlayerEvent, onIgnored } = setup();
    send(playerEvent, 'https://evil.example');
    expect(onPlayerEvent).not.toHaveBeenCalled();
    expect(onIgnored).toHaveBeenCalledWith('origin', playerEvent);
  });

  it('ignores a message from another window, even on the trusted origin', () => {
    const { send, onPlayerEvent, onIgnored } = setup();
    send(playerEvent, ORIGIN, otherWindow);
    send(playerEvent, ORIGIN, null);
    expect(onPlayerEvent).not.toHaveBeenCalled();
    expect(onIgnored).toHaveBeenCalledTimes(2);
  });

  it.each([
    null,
    'not json',
    42,
    { type: 'PLAYER_EVENT' },
    { type: 'PLAYER_EVENT', data: { event: 'play', currentTime: '3', duration: 300 } },
    { type: 'PLAYER_EVENT', data: { event: 'play', currentTime: -1, duration: 300 } },
    { type: 'MEDIA_DATA', data: 'text' },
    { type: 'SOMETHING_ELSE', data: {} },
  ])('ignores the malformed message %j without throwing', (data) => {
    const { send, onPlayerEvent, onMediaData, onIgnored } = setup();
    expect(() => send(data)).not.toThrow();
    expect(onPlayerEvent).not.toHaveBeenCalled();
    expect(onMediaData).not.toHaveBeenCalled();
    expect(onIgnored).toHaveBeenCalledWith('malformed', data);
  });

  it('does not throw when a callback fails', () => {
    const handle = createPlayerMessageHandler({
      trustedOrigins: new Set([ORIGIN]),
      getSource: () => frameWindow,
      onPlayerEvent: () => {
        throw new Error('boom');
      },
      onMediaData: vi.fn(),
    });
    expect(() =>
      handle(
        new MessageEvent('message', { data: playerEvent, origin: ORIGIN, source: frameWindow }),
      ),
    ).not.toThrow();
  });

  it('stores MEDIA_DATA as received under reelbeat_player_progress', () => {
    const received = { '1399': { id: 1399, type: 'tv', progress: { watched: 12, duration: 300 } } };
    const handle = createPlayerMessageHandler({
      trustedOrigins: new Set([ORIGIN]),
      getSource: () => frameWindow,
      onPlayerEvent: vi.fn(),
      onMediaData: saveMediaData,
    });
    handle(
      new MessageEvent('message', {
        data: { type: 'MEDIA_DATA', data: received },
        origin: ORIGIN,
        source: frameWindow,
      }),
    );
    expect(playerProgressStorage.read()).toEqual(received);
    const raw = storedValue(STORAGE_KEYS.playerProgress)!;
    expect(raw.data).toEqual(received);
  });
});

describe('createProgressTracker', () => {
  const at = (event: string, currentTime: number, duration = 300): PlayerEvent => ({
    event,
    currentTime,
    duration,
  });

  function tracker() {
    let clock = 0;
    const save = vi.fn();
    const t = createProgressTracker({ save, now: () => clock });
    return { t, save, tick: (ms: number) => (clock += ms) };
  }

  it('writes at most once per 5 s while playing', () => {
    const { t, save, tick } = tracker();
    t.report(at('timeupdate', 1));
    for (let s = 2; s <= 5; s += 1) {
      tick(1000);
      t.report(at('timeupdate', s));
    }
    expect(save).toHaveBeenCalledTimes(1);
    tick(1000);
    t.report(at('timeupdate', 6));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ percent: 2, position: 6 });
  });

  it('writes at once on pause and on ended', () => {
    const { t, save, tick } = tracker();
    t.report(at('timeupdate', 30));
    tick(500);
    t.report(at('pause', 31));
    tick(500);
    t.report(at('ended', 300));
    expect(save.mock.calls.map((c) => c[0])).toEqual([
      { percent: 10, position: 30 },
      { percent: (31 / 300) * 100, position: 31 },
      { percent: 100, position: 300 },
    ]);
  });

  it('flush writes the pending sample once (leaving the page)', () => {
    const { t, save, tick } = tracker();
    t.report(at('timeupdate', 30));
    tick(1000);
    t.report(at('timeupdate', 150));
    t.flush();
    t.flush();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ percent: 50, position: 150 });
  });

  it('skips samples without a duration', () => {
    const { t, save } = tracker();
    t.report(at('timeupdate', 30, 0));
    t.flush();
    expect(save).not.toHaveBeenCalled();
  });
});
