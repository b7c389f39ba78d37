import { describe, expect, it } from 'vitest';
import type { SongPlay } from './play-types';
import { createSongRecorder, type PlayedSong } from './song-recorder';

const song = (id: string, duration = 200): PlayedSong => ({
  id,
  name: `Song ${id}`,
  album: { name: 'Album' },
  image: [{ url: 'small.jpg' }, { url: 'large.jpg' }],
  artists: { primary: [{ name: 'Ada' }, { name: 'Bo' }] },
  duration,
});

function setup(recording = true) {
  let clock = Date.UTC(2026, 5, 1, 8, 0, 0);
  const saves: [string, SongPlay][] = [];
  const recorder = createSongRecorder({
    recording: () => recording,
    save: (id, play) => saves.push([id, play]),
    now: () => clock,
  });
  const play = (s: PlayedSong, from: number, to: number) => {
    for (let t = from; t <= to; t += 1) {
      recorder.observe({ song: s, currentTime: t, duration: s.duration ?? 0, isPlaying: true });
      clock += 1000;
    }
  };
  /** The last saved state of each play, in the order they began. */
  const plays = () => [...new Map(saves).values()];
  return { recorder, play, plays, tick: (ms: number) => (clock += ms) };
}

describe('the song recorder', () => {
  it('records a play with what is known of the song and the seconds heard', () => {
    const { recorder, play, plays } = setup();
    play(song('a'), 0, 120);
    recorder.flush();
    expect(plays()).toEqual([
      expect.objectContaining({
        songId: 'a',
        artist: 'Ada, Bo',
        album: 'Album',
        image: 'large.jpg',
        genre: null,
        seconds: 120,
        duration: 200,
      }),
    ]);
  });

  it('counts a song replayed (repeat one) as two plays', () => {
    const { recorder, play, plays } = setup();
    play(song('a'), 0, 200);
    play(song('a'), 0, 200);
    recorder.flush();
    expect(plays().map((p) => [p.songId, p.seconds])).toEqual([
      ['a', 200],
      ['a', 200],
    ]);
  });

  it('starts a new play with another song, and adds nothing while paused or for a seek', () => {
    const { recorder, play, plays, tick } = setup();
    play(song('a'), 0, 30);
    recorder.observe({ song: song('a'), currentTime: 30, duration: 200, isPlaying: false });
    tick(60_000);
    play(song('a'), 150, 160);
    play(song('b'), 0, 10);
    recorder.flush();
    expect(plays().map((p) => [p.songId, p.seconds])).toEqual([
      ['a', 40],
      ['b', 10],
    ]);
  });

  it('records nothing in incognito mode', () => {
    const { recorder, play, plays } = setup(false);
    play(song('a'), 0, 100);
    recorder.flush();
    expect(plays()).toEqual([]);
  });
});
