import { describe, expect, it } from 'vitest';
import { computeRewind, ENOUGH_SECONDS, yearsWithPlays } from './rewind-year';
import { episode, local, movie, song } from './test-plays';

const none = { video: [], song: [] };

describe('computeRewind', () => {
  it('says an empty year has too little, with every figure at zero', () => {
    const year = computeRewind(none, 2026);
    expect(year).toMatchObject({
      enough: false,
      watchedSeconds: 0,
      listenedSeconds: 0,
      titles: 0,
      moviesFinished: 0,
      episodesFinished: 0,
      seriesCompleted: [],
      plays: 0,
      topTitles: [],
      topVideoGenres: [],
      topArtists: [],
      topSongs: [],
      streak: null,
      busiestMonth: null,
      busiestHour: null,
      first: null,
      last: null,
      previous: null,
    });
    expect(yearsWithPlays(none)).toEqual([]);
  });

  it('counts one title watched once', () => {
    const year = computeRewind(
      { video: [movie(550, local(2026, 3, 14, 21, 30), 5600)], song: [] },
      2026,
    );
    expect(year).toMatchObject({
      enough: true,
      watchedSeconds: 5600,
      sessions: 1,
      titles: 1,
      moviesFinished: 1,
      episodesFinished: 0,
      topTitles: [
        { mediaId: 550, mediaType: 'movie', title: 'Movie 550', seconds: 5600, sessions: 1 },
      ],
      topVideoGenres: [{ key: 28, value: 5600 }],
      streak: { days: 1, from: '2026-03-14', to: '2026-03-14' },
      busiestMonth: 2,
      busiestHour: 21,
      first: { title: 'Movie 550', at: local(2026, 3, 14, 21, 30) },
      last: { title: 'Movie 550', at: local(2026, 3, 14, 21, 30) },
      previous: null,
    });
    expect(year.months.watched[2]).toBe(5600);
    expect(year.hours[21]).toBe(5600);
  });

  it('says a year of a few minutes has too little', () => {
    const year = computeRewind(
      { video: [movie(1, local(2026, 5, 1), ENOUGH_SECONDS - 60)], song: [] },
      2026,
    );
    expect(year.enough).toBe(false);
  });

  it('counts an episode watched twice once as finished, twice in time and sessions', () => {
    const twice = [episode(1399, 1, 1, local(2026, 1, 5)), episode(1399, 1, 1, local(2026, 1, 6))];
    const year = computeRewind({ video: twice, song: [] }, 2026);
    expect(year).toMatchObject({
      episodesFinished: 1,
      sessions: 2,
      watchedSeconds: 4800,
      titles: 1,
    });
    expect(year.topTitles[0]).toMatchObject({ seconds: 4800, sessions: 2 });
    expect(year.streak).toEqual({ days: 2, from: '2026-01-05', to: '2026-01-06' });
  });

  it('counts a series completed when its last missing episode is finished in the year', () => {
    const show = [
      episode(7, 1, 1, local(2025, 11, 1)),
      episode(7, 1, 2, local(2025, 11, 2)),
      episode(7, 2, 1, local(2026, 2, 1)),
      episode(7, 2, 2, local(2026, 2, 2)),
      episode(7, 0, 1, local(2026, 2, 3)),
      episode(8, 1, 1, local(2026, 2, 3)),
      episode(8, 1, 2, local(2026, 2, 4), { finished: false }),
      episode(9, 1, 1, local(2026, 2, 3), { seriesEpisodes: undefined }),
    ];
    expect(computeRewind({ video: show, song: [] }, 2026).seriesCompleted).toEqual([
      { mediaId: 7, title: 'Show 7', episodes: 4 },
    ]);
    expect(computeRewind({ video: show, song: [] }, 2025).seriesCompleted).toEqual([]);
  });

  it('counts each play of a song replayed, and leaves out plays too short to count', () => {
    const plays = [
      song('a', local(2026, 7, 1, 8)),
      song('a', local(2026, 7, 1, 8, 4)),
      song('a', local(2026, 7, 1, 8, 8)),
      song('b', local(2026, 7, 1, 8, 12), 200, { artist: 'Ada, Bo', genre: 'Jazz' }),
      song('c', local(2026, 7, 1, 8, 15), 10),
    ];
    const year = computeRewind({ video: [], song: plays }, 2026);
    expect(year).toMatchObject({
      listenedSeconds: 810,
      plays: 4,
      songs: 3,
      artists: 2,
      topSongs: [
        { songId: 'a', plays: 3 },
        { songId: 'b', plays: 1 },
      ],
      topArtists: [
        { key: 'Ada', value: 4 },
        { key: 'Bo', value: 1 },
      ],
      topMusicGenres: [{ key: 'Jazz', value: 1 }],
      busiestHour: 8,
      busiestMonth: 6,
    });
    expect(year.enough).toBe(false);
  });

  it('ranks the top five titles by time, and finds the first and last title', () => {
    const video = [1, 2, 3, 4, 5, 6].map((id) => movie(id, local(2026, id, 10), id * 1000));
    const year = computeRewind({ video, song: [] }, 2026);
    expect(year.topTitles.map((t) => t.mediaId)).toEqual([6, 5, 4, 3, 2]);
    expect(year.first?.title).toBe('Movie 1');
    expect(year.last?.title).toBe('Movie 6');
    expect(year.moviesFinished).toBe(1);
  });

  it('finds the longest run of days, across a month boundary', () => {
    const days = [
      local(2026, 1, 30),
      local(2026, 1, 31),
      local(2026, 2, 1),
      local(2026, 3, 5),
      local(2026, 3, 6),
    ];
    const year = computeRewind({ video: [], song: days.map((d, i) => song(`s${i}`, d)) }, 2026);
    expect(year.streak).toEqual({ days: 3, from: '2026-01-30', to: '2026-02-01' });
  });

  it('compares with the year before when it has history, and lists the years with plays', () => {
    const log = {
      video: [movie(1, local(2025, 6, 1), 3600), movie(2, local(2026, 6, 1), 7200)],
      song: [song('a', local(2025, 6, 2), 120), song('b', local(2024, 6, 2), 120)],
    };
    expect(computeRewind(log, 2026).previous).toEqual({
      watchedSeconds: 3600,
      listenedSeconds: 120,
    });
    expect(computeRewind(log, 2025).previous).toEqual({ watchedSeconds: 0, listenedSeconds: 120 });
    expect(computeRewind(log, 2024).previous).toBeNull();
    expect(yearsWithPlays(log)).toEqual([2026, 2025, 2024]);
  });
});
