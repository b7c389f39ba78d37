import { describe, expect, it } from 'vitest';
import { stampAt } from './hlc';
import {
  TOMBSTONE_LIFETIME_MS,
  dropExpired,
  hasNewer,
  legacyStamp,
  mergeInto,
  wins,
  type StoredRecord,
} from './record';

const stamp = (ms: number, node = 'a') =>
  `${ms.toString(36).padStart(9, '0')}-0000-${node.padEnd(12, '0')}`;
const rec = (id: string, ms: number, value: unknown, node?: string): StoredRecord => ({
  id,
  stamp: stamp(ms, node),
  value,
});

describe('merging records', () => {
  it('keeps the newer stamp of each record, and the records only one side has', () => {
    const mine = new Map([
      ['a', rec('a', 10, 'mine')],
      ['b', rec('b', 30, 'mine')],
    ]);
    const changed = mergeInto(mine, [
      rec('a', 20, 'theirs'),
      rec('b', 20, 'theirs'),
      rec('c', 5, 'c'),
    ]);
    expect([...mine.values()].map((r) => [r.id, r.value])).toEqual([
      ['a', 'theirs'],
      ['b', 'mine'],
      ['c', 'c'],
    ]);
    expect(changed.map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('lets a newer deletion win over an older value, and a newer value over a deletion', () => {
    const mine = new Map([['a', rec('a', 10, 'x')]]);
    mergeInto(mine, [rec('a', 20, null)]);
    expect(mine.get('a')?.value).toBeNull();
    mergeInto(mine, [rec('a', 30, 'back')]);
    expect(mine.get('a')?.value).toBe('back');
  });

  it('picks the same record on every device for the same stamp', () => {
    const a = { id: 'x', stamp: legacyStamp(0), value: { theme: 'dark' } };
    const b = { id: 'x', stamp: legacyStamp(0), value: { theme: 'light' } };
    expect(wins(a, b)).toBe(!wins(b, a));
    const one = new Map([['x', a]]);
    const other = new Map([['x', b]]);
    mergeInto(one, [b]);
    mergeInto(other, [a]);
    expect(one.get('x')).toEqual(other.get('x'));
  });

  it('says whether one side holds records the other lacks or holds older', () => {
    const full = new Map([
      ['a', rec('a', 10, 1)],
      ['b', rec('b', 10, 2)],
    ]);
    expect(hasNewer(full, new Map([['a', rec('a', 10, 1)]]))).toBe(true);
    expect(hasNewer(new Map([['a', rec('a', 10, 1)]]), full)).toBe(false);
    expect(hasNewer(new Map([['a', rec('a', 11, 1)]]), full)).toBe(true);
  });

  it('puts old data below anything stamped by a clock, in its old order', () => {
    expect(legacyStamp(5) < stampAt(1)).toBe(true);
    expect(legacyStamp(1) < legacyStamp(2)).toBe(true);
    expect(legacyStamp(36 ** 4) > legacyStamp(36 ** 4 - 1)).toBe(true);
  });
});

describe('tombstones', () => {
  it('are kept for their lifetime, then dropped; live records are never dropped', () => {
    const now = Date.UTC(2026, 0, 1);
    const old = now - TOMBSTONE_LIFETIME_MS - 1;
    const records = new Map([
      ['old', rec('old', old, null)],
      ['recent', rec('recent', now - 1000, null)],
      ['live', rec('live', old, 'kept')],
    ]);
    expect(dropExpired(records, now)).toBe(true);
    expect([...records.keys()]).toEqual(['recent', 'live']);
    expect(dropExpired(records, now)).toBe(false);
  });
});
