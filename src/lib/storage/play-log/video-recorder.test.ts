import { describe, expect, it } from 'vitest';
import type { VideoPlay } from './play-types';
import { createVideoRecorder, type VideoSubject } from './video-recorder';

const subject: VideoSubject = {
  mediaId: 1399,
  mediaType: 'tv',
  title: 'Game of Thrones',
  posterPath: '/p.jpg',
  genreIds: [18],
  season: 1,
  episode: 2,
  seriesEpisodes: 73,
};

function setup(recording = true) {
  let clock = Date.UTC(2026, 2, 1, 20, 0, 0);
  const saves: [string, VideoPlay][] = [];
  const recorder = createVideoRecorder({
    subject: () => subject,
    recording: () => recording,
    save: (id, play) => saves.push([id, play]),
    now: () => clock,
  });
  /** Plays from `from` to `to` in 5-second reports, the clock running alongside. */
  const play = (from: number, to: number, duration = 3000) => {
    for (let t = from; t <= to; t += 5) {
      recorder.report({ event: 'timeupdate', currentTime: t, duration });
      clock += 5000;
    }
  };
  return {
    recorder,
    saves,
    play,
    last: () => saves[saves.length - 1]?.[1],
    tick: (ms: number) => (clock += ms),
  };
}

describe('the video recorder', () => {
  it('counts the seconds that played, from the first report that moved', () => {
    const { recorder, play, last } = setup();
    play(0, 600);
    recorder.flush();
    expect(last()).toMatchObject({
      seconds: 600,
      finished: false,
      season: 1,
      episode: 2,
      duration: 3000,
    });
    expect(last()?.startedAt).toBe(new Date(Date.UTC(2026, 2, 1, 20, 0, 0)).toISOString());
  });

  it('adds nothing for a seek ahead or back, or for time spent paused', () => {
    const { recorder, play, last, tick } = setup();
    play(0, 100);
    recorder.report({ event: 'seeked', currentTime: 2000, duration: 3000 });
    play(2000, 2100);
    recorder.report({ event: 'pause', currentTime: 2100, duration: 3000 });
    tick(600_000);
    recorder.report({ event: 'play', currentTime: 2500, duration: 3000 });
    play(2500, 2550);
    recorder.flush();
    expect(last()?.seconds).toBe(250);
  });

  it('is finished at 90 % of the length, or when the player says it ended', () => {
    const first = setup();
    first.play(0, 2695);
    first.recorder.flush();
    expect(first.last()?.finished).toBe(false);
    first.play(2700, 2705);
    first.recorder.flush();
    expect(first.last()?.finished).toBe(true);

    const second = setup();
    second.play(0, 60);
    second.recorder.report({ event: 'ended', currentTime: 60, duration: 3000 });
    expect(second.last()?.finished).toBe(true);
  });

  it('keeps one record per session, saved again as it grows; two sessions are two records', () => {
    const a = setup();
    a.play(0, 100);
    a.recorder.flush();
    a.play(105, 200);
    a.recorder.flush();
    expect(new Set(a.saves.map(([id]) => id)).size).toBe(1);
    const b = setup();
    b.play(0, 100);
    b.recorder.flush();
    expect(b.saves[0]?.[0]).not.toBe(a.saves[0]?.[0]);
  });

  it('saves nothing when nothing played, or while watching is not recorded', () => {
    const idle = setup();
    idle.recorder.report({ event: 'ready', currentTime: 0, duration: 3000 });
    idle.recorder.flush();
    expect(idle.saves).toEqual([]);
    const off = setup(false);
    off.play(0, 300);
    off.recorder.flush();
    expect(off.saves).toEqual([]);
  });
});
