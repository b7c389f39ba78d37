import { beforeEach, describe, expect, it } from 'vitest';
import { continueList, favoritesList, historyList, libraryList } from '@/lib/storage/video-lists';
import {
  connect,
  longHistory,
  match,
  movieItem,
  movies,
  shows,
  episodeItem,
  startTraktStandIn,
} from '@/test/trakt-pull-setup';
import { pullTrakt } from './trakt-pull';

const held = startTraktStandIn();

beforeEach(async () => {
  localStorage.clear();
  await connect(held.standIn);
});

describe('pulling Trakt', () => {
  it('brings the watchlist, history, ratings of 8 or more and paused titles into their lists', async () => {
    const [m1, m2, m3, m4] = movies;
    const [s1] = shows;
    held.standIn.state.watchlist = [
      movieItem(m1!, { listed_at: '2026-11-01T00:00:00.000Z' }),
      movieItem(
        { ...m2!, id: 999_999_9, title: 'Nothing Like It 42' },
        { listed_at: '2026-11-02T00:00:00.000Z' },
      ),
    ];
    held.standIn.state.history = [
      episodeItem(s1!, 1, { watched_at: '2026-11-03T00:00:00.000Z', action: 'watch', id: 1 }),
    ];
    held.standIn.state.ratings = [
      movieItem(m2!, { rated_at: '2026-11-04T00:00:00.000Z', rating: 9 }),
      movieItem(m3!, { rated_at: '2026-11-04T00:00:00.000Z', rating: 6 }),
    ];
    held.standIn.state.playback = [
      movieItem(m4!, { progress: 42.5, paused_at: '2026-11-05T00:00:00.000Z', id: 7 }),
    ];
    const result = await pullTrakt(held.api, { match });
    expect(result.ok).toBe(true);
    expect(libraryList.collection().get(`movie:${m1!.id}`)).toMatchObject({ title: m1!.title });
    expect(historyList.collection().get(`tv:${s1!.id}`)).toMatchObject({
      watchedAt: '2026-11-03T00:00:00.000Z',
    });
    expect(favoritesList.collection().get(`movie:${m2!.id}`)).toMatchObject({ title: m2!.title });
    expect(favoritesList.collection().get(`movie:${m3!.id}`)).toBeUndefined();
    expect(continueList.collection().get(`movie:${m4!.id}`)).toMatchObject({ progress: 42.5 });
    if (!result.ok) return;
    expect(result.unmatched.map((u) => u.title)).toEqual(
      expect.arrayContaining(['Nothing Like It 42', m3!.title]),
    );
    expect(result.unmatched.every((u) => u.reason.length > 0)).toBe(true);
  });

  it('keeps a title removed here removed (its removal is on its way to Trakt)', async () => {
    const [m1] = movies;
    held.standIn.state.watchlist = [movieItem(m1!, { listed_at: '2026-11-01T00:00:00.000Z' })];
    held.standIn.state.history = [];
    held.standIn.state.ratings = [];
    held.standIn.state.playback = [];
    libraryList.collection().put(`movie:${m1!.id}`, {
      ...libraryList.collection().get(`movie:${m1!.id}`)!,
      title: 'x',
    } as never);
    libraryList.collection().remove(`movie:${m1!.id}`);
    await pullTrakt(held.api, { match });
    expect(libraryList.collection().get(`movie:${m1!.id}`)).toBeUndefined();
  });

  it('pulls, matches and merges a 2 000-item history, keeping the 100 latest (timed in the bench)', async () => {
    held.standIn.state.watchlist = [];
    held.standIn.state.ratings = [];
    held.standIn.state.playback = [];
    held.standIn.state.history = longHistory(2_000);
    const result = await pullTrakt(held.api, { match });
    expect(result.ok).toBe(true);
    expect(historyList.collection().list().length).toBe(100);
  }, 30_000);
});
