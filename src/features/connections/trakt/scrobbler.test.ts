import { describe, expect, it } from 'vitest';
import type { VideoPlay } from '@/lib/storage/play-log';
import type { AddInput } from '../queue/outbox';
import { createScrobbler, PAUSED_AFTER_MS } from './scrobbler';
import { watchlistChange } from './watchlist-push';

const play = (seconds: number, finished = false): VideoPlay => ({
  mediaId: 1399,
  mediaType: 'tv',
  title: 'Show',
  posterPath: null,
  genreIds: [],
  season: 1,
  episode: 2,
  startedAt: '2026-11-28T12:00:00.000Z',
  seconds,
  duration: 100,
  finished,
});

function setup() {
  const sent: AddInput[] = [];
  const timers: (() => void)[] = [];
  let progress = 10;
  const scrobbler = createScrobbler({
    add: (input) => sent.push(input),
    progressOf: () => progress,
    setTimer: (run, ms) => {
      expect(ms).toBe(PAUSED_AFTER_MS);
      timers.push(run);
      return timers.length - 1;
    },
    clearTimer: (t) => {
      timers[t as number] = () => undefined;
    },
  });
  return {
    sent,
    scrobbler,
    setProgress: (p: number) => (progress = p),
    idle: () => timers.at(-1)?.(),
  };
}

describe('scrobbling the player', () => {
  it('starts once, pauses when saves stop, starts again, and stops at 80 % (watched)', () => {
    const { sent, scrobbler, setProgress, idle } = setup();
    scrobbler.observe('p1', play(10));
    scrobbler.observe('p1', play(25));
    expect(sent.map((s) => s.kind)).toEqual(['scrobble-start']);
    expect(sent[0]!.body).toEqual({
      show: { ids: { tmdb: 1399 } },
      episode: { season: 1, number: 2 },
      progress: 10,
    });
    idle();
    expect(sent.map((s) => s.kind)).toEqual(['scrobble-start', 'scrobble-pause']);
    scrobbler.observe('p1', play(40));
    setProgress(81.5);
    scrobbler.observe('p1', play(80));
    scrobbler.observe('p1', play(90));
    expect(sent.map((s) => s.kind)).toEqual([
      'scrobble-start',
      'scrobble-pause',
      'scrobble-start',
      'scrobble-stop',
    ]);
    expect(sent.at(-1)!.body).toMatchObject({ progress: 81.5 });
    expect(new Set(sent.map((s) => s.key)).size).toBe(4);
  });

  it('turns a My Library change into a watchlist change keyed by the record', () => {
    expect(watchlistChange({ id: 'movie:603', stamp: 's1', value: { id: 603 } })).toEqual({
      service: 'trakt',
      kind: 'watchlist-add',
      key: 'watchlist-add:movie:603:s1',
      body: { movies: [{ ids: { tmdb: 603 } }] },
    });
    expect(watchlistChange({ id: 'tv:1399', stamp: 's2', value: null })).toMatchObject({
      kind: 'watchlist-remove',
      body: { shows: [{ ids: { tmdb: 1399 } }] },
    });
  });
});
