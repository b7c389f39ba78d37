import { describe, expect, it } from 'vitest';
import {
  addSaved,
  CONTINUE_WATCHING_CAP,
  recordHistory,
  removeEntry,
  saveContinue,
  WATCH_HISTORY_CAP,
} from '@/lib/storage/video-lists/list-rules';
import { mediaItem } from '@/test/media-fixtures';

describe('library and favorites rules', () => {
  it('adds with addedAt, newest first', () => {
    const list = addSaved(addSaved([], mediaItem({ id: 1 }), 'a'), mediaItem({ id: 2 }), 'b');
    expect(list.map((e) => [e.id, e.addedAt])).toEqual([
      [2, 'b'],
      [1, 'a'],
    ]);
  });

  it('adding an id+type already present does nothing', () => {
    const list = addSaved([], mediaItem({ id: 1 }), 'a');
    expect(addSaved(list, mediaItem({ id: 1, title: 'Other' }), 'b')).toBe(list);
  });

  it('the same id with another type is a different entry', () => {
    const list = addSaved(addSaved([], mediaItem({ id: 1 })), mediaItem({ id: 1, type: 'tv' }));
    expect(list).toHaveLength(2);
    expect(removeEntry(list, { id: 1, type: 'tv' }).map((e) => e.type)).toEqual(['movie']);
  });

  it('stores only the item fields', () => {
    const withExtra = { ...mediaItem({ id: 3 }), cast: ['x'] };
    expect(addSaved([], withExtra)[0]).not.toHaveProperty('cast');
  });
});

describe('continue watching rules', () => {
  it('defaults progress to 0 and season/episode to 1 for TV', () => {
    const [tv] = saveContinue([], { item: mediaItem({ id: 1, type: 'tv' }) }, 't');
    expect(tv).toMatchObject({ progress: 0, season: 1, episode: 1, lastWatched: 't' });
    const [movie] = saveContinue([], { item: mediaItem({ id: 2 }) });
    expect(movie).not.toHaveProperty('season');
  });

  it('replaces the entry with the same id+type and puts it first', () => {
    let list = saveContinue([], { item: mediaItem({ id: 1, type: 'tv' }), season: 1, episode: 2 });
    list = saveContinue(list, { item: mediaItem({ id: 2 }) });
    list = saveContinue(list, {
      item: mediaItem({ id: 1, type: 'tv' }),
      season: 2,
      episode: 5,
      progress: 40,
      positionSeconds: 120,
    });
    expect(list.map((e) => e.id)).toEqual([1, 2]);
    expect(list[0]).toMatchObject({ season: 2, episode: 5, progress: 40, positionSeconds: 120 });
  });

  it('keeps only the newest 20', () => {
    let list = saveContinue([], { item: mediaItem({ id: 0 }) });
    for (let id = 1; id <= 25; id++) list = saveContinue(list, { item: mediaItem({ id }) });
    expect(list).toHaveLength(CONTINUE_WATCHING_CAP);
    expect(list[0]!.id).toBe(25);
    expect(list.at(-1)!.id).toBe(6);
  });

  it('clamps progress into 0–100', () => {
    expect(saveContinue([], { item: mediaItem({ id: 1 }), progress: 140 })[0]!.progress).toBe(100);
    expect(saveContinue([], { item: mediaItem({ id: 1 }), progress: -3 })[0]!.progress).toBe(0);
  });
});

describe('watch history rules', () => {
  it('removes the older entry for the same id+type and puts the new one first', () => {
    let list = recordHistory([], mediaItem({ id: 1 }), 'a');
    list = recordHistory(list, mediaItem({ id: 2 }), 'b');
    list = recordHistory(list, mediaItem({ id: 1 }), 'c');
    expect(list.map((e) => [e.id, e.watchedAt])).toEqual([
      [1, 'c'],
      [2, 'b'],
    ]);
  });

  it('keeps only the newest 100', () => {
    let list = recordHistory([], mediaItem({ id: 0 }));
    for (let id = 1; id <= 110; id++) list = recordHistory(list, mediaItem({ id }));
    expect(list).toHaveLength(WATCH_HISTORY_CAP);
    expect(list[0]!.id).toBe(110);
    expect(list.at(-1)!.id).toBe(11);
  });
});
