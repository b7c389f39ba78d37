import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissStorageProblem, getStorageProblem } from '../storage-problems';
import { legacyStamp, TOMBSTONE_LIFETIME_MS, wins } from './record';
import { resetDevice } from './device';
import { encodeRecords } from './local-codec';
import { forgetLocalCollections, openLocal } from './open-local';
import type { CollectionSpec } from './spec';

interface Item {
  name: string;
}
const spec: CollectionSpec<Item> = {
  name: 'items',
  check: (value): value is Item => typeof (value as Item | null)?.name === 'string',
  order: 'newest',
  cap: 3,
  label: 'reelbeat_library',
};
const KEY = 'reelbeat:p1:items';
const open = () => openLocal(spec, 'p1');
const names = () =>
  open()
    .list()
    .map((r) => r.value.name);
const stored = () =>
  JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
    data: Record<string, Item>;
    meta: Record<string, string[]>;
  };
/** Another tab's write: the key replaced and the `storage` event this tab gets for it. */
function otherTabWrites(raw: string | null) {
  if (raw === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, raw);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
}
const stamp = (ms: number) => `${ms.toString(36).padStart(9, '0')}-0000-otherdevice0`;

beforeEach(() => {
  forgetLocalCollections();
  resetDevice();
  localStorage.clear();
  dismissStorageProblem();
});
afterEach(() => vi.restoreAllMocks());

describe('a list of records in local storage', () => {
  it('keeps each record with its stamp, newest first, within its cap', () => {
    for (const name of ['a', 'b', 'c', 'd']) open().put(name, { name }, { front: true });
    expect(names()).toEqual(['d', 'c', 'b']);
    expect(stored().data.a).toBeUndefined();
    // The oldest past the cap became a tombstone, so other tabs and devices learn it went.
    expect(stored().meta.a).toHaveLength(1);
    open().remove('c');
    expect(names()).toEqual(['d', 'b']);
    expect(Object.keys(stored().data).sort()).toEqual(['b', 'd']);
  });

  it("merges another tab's records as they come, and its deletions", () => {
    open().put('mine', { name: 'mine' });
    const theirs = new Map([...open().records().values()].map((r) => [r.id, r] as const));
    theirs.set('theirs', {
      id: 'theirs',
      stamp: stamp(Date.now() + 1000),
      value: { name: 'theirs' },
    });
    const listener = vi.fn();
    open().subscribe(listener);
    otherTabWrites(encodeRecords(theirs.values()));
    expect(names().sort()).toEqual(['mine', 'theirs']);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ origin: 'tab' }));
    theirs.set('mine', { id: 'mine', stamp: stamp(Date.now() + 2000), value: null });
    otherTabWrites(encodeRecords(theirs.values()));
    expect(names()).toEqual(['theirs']);
  });

  it('writes the union back when another tab wrote at the same moment without its records', () => {
    open().put('mine', { name: 'mine' });
    // The other tab had not seen "mine" yet: its whole value lacks it.
    otherTabWrites(
      encodeRecords([{ id: 'theirs', stamp: stamp(Date.now()), value: { name: 'theirs' } }]),
    );
    expect(Object.keys(stored().data).sort()).toEqual(['mine', 'theirs']);
    expect(names().sort()).toEqual(['mine', 'theirs']);
  });

  it('keeps the newer of two versions of one record, whichever tab wrote last', () => {
    open().put('x', { name: 'here, earlier' });
    otherTabWrites(encodeRecords([{ id: 'x', stamp: legacyStamp(1), value: { name: 'older' } }]));
    expect(names()).toEqual(['here, earlier']);
    expect(stored().data.x?.name).toBe('here, earlier');
  });

  it("stamps an edit above another tab's record it has seen, even one from a clock ahead", () => {
    open().put('x', { name: 'before' });
    // Sync in another tab took in a device's edit stamped five minutes ahead of this clock.
    const ahead = { id: 'x', stamp: stamp(Date.now() + 5 * 60_000), value: { name: 'theirs' } };
    otherTabWrites(encodeRecords([ahead]));
    expect(open().get('x')).toEqual({ name: 'theirs' });
    open().put('x', { name: 'mine' });
    const mine = open().records().get('x')!;
    expect(mine.value).toEqual({ name: 'mine' });
    expect(wins(mine, ahead)).toBe(true);
    // And the other tab, reading it back, keeps this edit rather than writing its own again.
    expect(stored().data.x).toEqual({ name: 'mine' });
  });

  it('sets a corrupt record aside with a notice; the others stay', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        data: { good: { name: 'good' }, bad: { name: 42 } },
        meta: { good: [stamp(1000)], bad: [stamp(1000)] },
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(names()).toEqual(['good']);
    expect(JSON.parse(localStorage.getItem(`${KEY}.corrupt`)!)).toEqual({
      bad: { meta: [stamp(1000)], value: { name: 42 } },
    });
    expect(stored().data).toEqual({ good: { name: 'good' } });
    expect(getStorageProblem()?.reason).toBe('corrupt');
  });

  it('keeps an unparseable value aside whole and goes on with what it had', () => {
    open().put('kept', { name: 'kept' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    otherTabWrites('{not json');
    expect(localStorage.getItem(`${KEY}.corrupt`)).toBe('{not json');
    expect(names()).toEqual(['kept']);
    expect(stored().data.kept).toEqual({ name: 'kept' });
  });

  it('writes nothing of a batch that does not fit, and says so', () => {
    open().put('a', { name: 'a' });
    const before = localStorage.getItem(KEY);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const result = open().write([
      { id: 'b', value: { name: 'b' } },
      { id: 'c', value: { name: 'c' } },
    ]);
    expect(result).toEqual({ ok: false, reason: 'quota' });
    expect(localStorage.getItem(KEY)).toBe(before);
    expect(names()).toEqual(['a']);
    expect(getStorageProblem()?.reason).toBe('quota');
  });

  it('storage refused: this page keeps the change while it is open, and says it is not saved', () => {
    open().put('a', { name: 'a' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(open().put('b', { name: 'b' })).toEqual({ ok: false, reason: 'unavailable' });
    expect(names()).toEqual(['b', 'a']);
    expect(Object.keys(stored().data)).toEqual(['a']);
    expect(getStorageProblem()?.reason).toBe('unavailable');
    // Storage back: the next write stores the change kept so far with its own.
    vi.restoreAllMocks();
    expect(open().put('c', { name: 'c' })).toEqual({ ok: true });
    expect(Object.keys(stored().data).sort()).toEqual(['a', 'b', 'c']);
  });

  it('takes storage cleared outside the app as meant', () => {
    open().put('a', { name: 'a' });
    otherTabWrites(null);
    expect(names()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops tombstones past their lifetime when it writes', () => {
    const old = Date.now() - TOMBSTONE_LIFETIME_MS - 60_000;
    localStorage.setItem(
      KEY,
      encodeRecords([
        { id: 'gone long ago', stamp: stamp(old), value: null },
        { id: 'gone lately', stamp: stamp(Date.now() - 1000), value: null },
      ]),
    );
    open().put('a', { name: 'a' });
    expect(Object.keys(stored().meta).sort()).toEqual(['a', 'gone lately']);
  });

  it('stops writing once its profile is deleted, and says so', () => {
    open().put('a', { name: 'a' });
    localStorage.setItem(
      'reelbeat_profiles',
      JSON.stringify({ v: 1, data: {}, meta: { p1: [stamp(Date.now())] } }),
    );
    expect(open().put('b', { name: 'b' })).toEqual({ ok: false, reason: 'unavailable' });
    expect(open().closed).toBe(true);
    expect(stored().data.b).toBeUndefined();
  });
});
