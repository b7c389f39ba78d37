import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { subscribeRecordChanges, type RecordChange } from '../records/changes';
import { forgetActiveProfile } from '../records/namespace';
import { forgetPruned, readPlayLog, savePlay } from './play-rows';
import { playId, type SongPlay, type VideoPlay } from './play-types';

const video = (startedAt: string, seconds: number): VideoPlay => ({
  mediaId: 550,
  mediaType: 'movie',
  title: 'Fight Club',
  posterPath: null,
  genreIds: [18],
  startedAt,
  seconds,
  finished: false,
});
const song = (startedAt: string): SongPlay => ({
  songId: 's1',
  name: 'Song',
  artist: 'Ada',
  album: null,
  image: null,
  genre: null,
  startedAt,
  seconds: 120,
  duration: 200,
});

const NOW = new Date(2026, 5, 15);
let changes: RecordChange[] = [];
let stop = () => {};

beforeEach(async () => {
  await resetIndexedDb();
  localStorage.clear();
  forgetActiveProfile();
  forgetPruned();
  changes = [];
  stop = subscribeRecordChanges((change) => changes.push(change));
});
afterEach(() => stop());

describe('the play log store', () => {
  it('keeps one record per play, the newest save winning, and tells sync of each save', async () => {
    const started = new Date(2026, 2, 1, 20).toISOString();
    const id = playId(started, 'abc');
    await savePlay('video', id, video(started, 60), NOW);
    await savePlay('video', id, video(started, 600), NOW);
    await savePlay('song', playId(started, 'def'), song(started), NOW);
    const log = await readPlayLog(NOW);
    expect(log.video).toEqual([video(started, 600)]);
    expect(log.song).toEqual([song(started)]);
    expect(changes.map((c) => [c.profile, c.collection, c.records[0]?.id])).toEqual([
      ['main', 'videoPlays', id],
      ['main', 'videoPlays', id],
      ['main', 'songPlays', playId(started, 'def')],
    ]);
    expect(changes[1]!.records[0]!.stamp > changes[0]!.records[0]!.stamp).toBe(true);
  });

  it('puts a play in the task that saves it, without waiting for old plays to be dropped', async () => {
    const started = new Date(2026, 2, 1, 20).toISOString();
    await readPlayLog(NOW);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    // A save as the page goes away: no task runs before it unloads, only this one's microtasks.
    const saving = savePlay('video', playId(started, 'abc'), video(started, 90), NOW);
    for (let tick = 0; tick < 50; tick++) await Promise.resolve();
    expect(put).toHaveBeenCalled();
    expect(await saving).toBe(true);
    put.mockRestore();
  });

  it('keeps the current year and the two full years before it, and drops older plays', async () => {
    const old = new Date(2023, 11, 31, 23).toISOString();
    const kept = new Date(2024, 0, 1, 0, 30).toISOString();
    // Saved back then, when they were within what is kept.
    await savePlay('song', playId(old, 'a'), song(old), new Date(2024, 0, 2));
    await savePlay('song', playId(kept, 'b'), song(kept), new Date(2024, 0, 2));
    expect((await readPlayLog(NOW)).song).toEqual([song(kept)]);
    forgetPruned();
    await savePlay('video', playId(kept, 'c'), video(kept, 60), NOW);
    expect((await readPlayLog(new Date(2024, 0, 2))).song).toEqual([song(kept)]);
  });

  it('keeps each profile’s plays apart', async () => {
    const started = new Date(2026, 2, 1).toISOString();
    await savePlay('song', playId(started, 'a'), song(started), NOW);
    localStorage.setItem('reelbeat_profile', 'kid1');
    forgetActiveProfile();
    expect(await readPlayLog(NOW)).toEqual({ video: [], song: [] });
  });
});
