import { describe, expect, it } from 'vitest';
import { nextEpisode, previousEpisode } from './episode-nav';

const seasons = [
  { seasonNumber: 0, episodeCount: 3 },
  { seasonNumber: 1, episodeCount: 8 },
  { seasonNumber: 2, episodeCount: 10 },
];

describe('nextEpisode', () => {
  it('goes to the next episode of the season', () => {
    expect(nextEpisode({ season: 1, episode: 3 }, { episodesInSeason: 8 })).toEqual({
      season: 1,
      episode: 4,
    });
  });
  it('goes to the first episode of the next season after the last one', () => {
    expect(nextEpisode({ season: 1, episode: 8 }, { episodesInSeason: 8, seasons })).toEqual({
      season: 2,
      episode: 1,
    });
  });
  it('stops after the last episode of the last season', () => {
    expect(nextEpisode({ season: 2, episode: 10 }, { seasons })).toBeNull();
  });
  it('offers the next number when nothing is known', () => {
    expect(nextEpisode({ season: 4, episode: 2 }, {})).toEqual({ season: 4, episode: 3 });
  });
});

describe('previousEpisode', () => {
  it('goes to the previous episode of the season', () => {
    expect(previousEpisode({ season: 2, episode: 4 }, {})).toEqual({ season: 2, episode: 3 });
  });
  it('goes to the last episode of the previous season, skipping specials', () => {
    expect(previousEpisode({ season: 2, episode: 1 }, { seasons })).toEqual({
      season: 1,
      episode: 8,
    });
    expect(previousEpisode({ season: 1, episode: 1 }, { seasons })).toBeNull();
  });
});
