import { describe, expect, it } from 'vitest';
import { createSongRecorder, type SongPlay } from '@/lib/storage/play-log';
import { decideListens, listenThreshold } from './listen-rules';

const START = Date.parse('2026-03-14T20:30:00.000Z');
const play = (seconds: number, duration: number | null = 200): SongPlay => ({
  songId: 's1',
  name: 'Song',
  artist: 'Ana',
  album: 'Album',
  image: null,
  genre: null,
  startedAt: new Date(START).toISOString(),
  seconds,
  duration,
});
const kinds = (seconds: number, duration: number | null = 200, now = START + 5_000) =>
  decideListens('p1', play(seconds, duration), now).map((d) => d.kind);

describe('the listen rules', () => {
  it('says "playing now" when a song starts, and a listen once half of it has played', () => {
    expect(kinds(1)).toEqual(['playing-now']);
    expect(kinds(99)).toEqual(['playing-now']);
    expect(kinds(100)).toEqual(['playing-now', 'listen']);
    const [, listen] = decideListens('p1', play(100), START + 5_000);
    expect(listen).toMatchObject({
      key: 'listen:p1',
      body: {
        listened_at: START / 1000,
        track_metadata: { artist_name: 'Ana', track_name: 'Song', release_name: 'Album' },
      },
    });
  });

  it('needs at most 4 minutes of a long song, and never counts a song under 30 s', () => {
    expect(listenThreshold(1_200)).toBe(240);
    expect(kinds(239, 1_200)).toEqual(['playing-now']);
    expect(kinds(240, 1_200)).toEqual(['playing-now', 'listen']);
    expect(listenThreshold(29)).toBeNull();
    expect(kinds(29, 29)).toEqual(['playing-now']);
    expect(listenThreshold(30)).toBe(15);
    expect(listenThreshold(null)).toBe(240);
  });

  it('does not say "playing now" of a play that is over', () => {
    expect(kinds(150, 200, START + 300_000)).toEqual(['listen']);
  });

  it('counts a pause or a seek once, and each repeat of repeat-one as a play of its own', () => {
    // The play log's recorder turns the music player's moments into plays; each saved play is
    // what the rules see, keyed by its id.
    const saved = new Map<string, SongPlay>();
    let now = START;
    const recorder = createSongRecorder({
      recording: () => true,
      save: (id, p) => saved.set(id, p),
      now: () => now,
    });
    const song = { id: 's1', name: 'Song', duration: 60 };
    const moment = (currentTime: number, isPlaying = true) =>
      recorder.observe({ song, currentTime, duration: 60, isPlaying });
    for (let t = 0; t <= 20; t += 1) {
      now = START + t * 1000;
      moment(t);
    }
    moment(20, false); // a pause
    now += 60_000;
    moment(50); // a seek ahead adds nothing
    for (let t = 51; t <= 60; t += 1) {
      now += 1000;
      moment(t);
    }
    // Back at the start after the end: repeat one.
    for (let t = 0; t <= 40; t += 1) {
      now += 1000;
      moment(t);
    }
    recorder.flush();
    const keys = new Set<string>();
    for (const [id, p] of saved) {
      for (const d of decideListens(id, p, now)) if (d.kind === 'listen') keys.add(d.key);
    }
    expect(saved.size).toBe(2);
    expect(keys.size).toBe(2);
    const [first] = [...saved.values()];
    expect(first!.seconds).toBe(30);
  });
});
