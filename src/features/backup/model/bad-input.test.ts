import { zipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyImport, forgetUndo } from './apply';
import { buildBackup } from './backup-file';
import { planImport } from './plan';
import { readImportBytes } from './read-input';
import { textOf } from './text';
import { mediaItem } from '@/test/media-fixtures';
import { sampleState, storageSnapshot, writeState } from '@/test/backup-fixtures';

const text = (s: string) => new TextEncoder().encode(s);
const json = (v: unknown) => text(JSON.stringify(v));
const backup = () => buildBackup(new Date('2024-02-03T10:00:00Z'), '0.1.0');

function errorOf(bytes: Uint8Array, name = 'file.json') {
  const source = readImportBytes(bytes, name);
  return source.kind === 'error' ? source.error : null;
}

function rejectedOf(data: Record<string, unknown>) {
  const source = readImportBytes(json({ ...backup(), data }), 'b.json');
  if (source.kind !== 'backup') throw new Error('expected a backup');
  return planImport(source.data).rejected.map((r) => textOf(r.reason));
}

beforeEach(() => {
  forgetUndo();
  writeState(sampleState());
});

describe('files refused as a whole, with a clear message', () => {
  it('not JSON, CSV or ZIP', () => {
    expect(errorOf(new Uint8Array([0xff, 0xd8, 0xff, 0x00]), 'photo.jpg')).toMatch(
      /Reelbeat backup \(\.json\), a CSV file or a ZIP/,
    );
    expect(errorOf(text('{"a": '))).toBe('The file is not valid JSON');
  });
  it('a newer format version', () => {
    expect(errorOf(json({ ...backup(), formatVersion: 3 }))).toMatch(/newer version of Reelbeat/);
  });
  it('a file over 50 MB', () => {
    expect(errorOf(new Uint8Array(50 * 1024 * 1024 + 1))).toMatch(/limit is 50 MB/);
  });
  it('JSON nested 10 000 deep', () => {
    expect(errorOf(text(`${'['.repeat(10_000)}${']'.repeat(10_000)}`))).toMatch(
      /nested too deeply/,
    );
  });
  it('__proto__ and constructor keys', () => {
    const proto = `{"format":"reelbeat-backup","formatVersion":1,"appVersion":"1","exportedAt":"2024-01-01T00:00:00Z","data":{"settings":{"__proto__":{"polluted":true}}}}`;
    expect(errorOf(text(proto))).toMatch(/forbidden key/);
    expect(errorOf(json({ ...backup(), data: { settings: { constructor: 1 } } }))).toMatch(
      /forbidden key/,
    );
    const escaped = proto.replace('"__proto__"', '"\\u005f_proto__"');
    expect(escaped).toContain('\\u005f');
    expect(errorOf(text(escaped))).toMatch(/forbidden key/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('a ZIP bomb', () => {
    // 8 MB of zeros squeezed into a few kilobytes: refused before it is expanded.
    const zeros = new Uint8Array(8 * 1024 * 1024);
    const bomb = zipSync({ 'watched.csv': [zeros, { level: 9 }] });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(errorOf(bomb, 'letterboxd.zip')).toMatch(/expands to more than 50 MB/);
  });
  it('an export time that is not a date', () => {
    expect(errorOf(json({ ...backup(), exportedAt: 'yesterday' }))).toMatch(/invalid export time/);
  });
});

describe('entries rejected one by one, with the reason', () => {
  it('script or HTML in names', () => {
    const reasons = rejectedOf({
      library: [
        mediaItem({
          id: 1,
          addedAt: '2024-01-01T00:00:00Z',
          title: '<img src=x onerror=alert(1)>',
        }),
      ],
      musicPlaylists: [
        {
          id: 'p',
          name: '<script>alert(1)</script>',
          createdAt: '2024-01-01T00:00:00Z',
          songs: [],
        },
      ],
    });
    expect(reasons).toEqual(['Contains HTML or script', 'Contains HTML or script']);
  });
  it('names a rejected entry as written: its markup is text, not taken apart', () => {
    const source = readImportBytes(
      json({
        ...backup(),
        data: {
          musicPlaylists: [
            { id: 'p', name: '<b>x</b>', createdAt: '2024-01-01T00:00:00Z', songs: [] },
          ],
        },
      }),
      'b.json',
    );
    if (source.kind !== 'backup') throw new Error('expected a backup');
    expect(planImport(source.data).rejected.map((r) => textOf(r.label))).toEqual(['<b>x</b>']);
  });
  it('invalid dates, duplicate ids, negative or >100 progress', () => {
    const reasons = rejectedOf({
      library: [
        mediaItem({ id: 1, addedAt: 'not a date' }),
        mediaItem({ id: 2, addedAt: '2024-01-01T00:00:00Z' }),
        mediaItem({ id: 2, addedAt: '2024-01-02T00:00:00Z' }),
      ],
      continueWatching: [
        mediaItem({ id: 3, progress: -1, lastWatched: '2024-01-01T00:00:00Z' }),
        mediaItem({ id: 4, progress: 101, lastWatched: '2024-01-01T00:00:00Z' }),
      ],
    });
    expect(reasons).toEqual([
      'Invalid date in addedAt',
      'Duplicate id',
      'Invalid progress',
      'Invalid progress',
    ]);
  });
  it('Replace with a list of the wrong shape keeps the list here, and says so', async () => {
    const before = storageSnapshot();
    const source = readImportBytes(
      json({
        ...backup(),
        data: {
          library: { 1: mediaItem({ id: 1 }) },
          musicPlaylists: 'playlists',
          playerProgress: [1, 2],
          episodeCounts: 7,
          // A list whose every entry is invalid describes nothing to put in place of ours.
          favorites: [1, 'two', null],
        },
      }),
      'b.json',
    );
    if (source.kind !== 'backup') throw new Error('expected a backup');
    const plan = planImport(source.data);
    const reasons = plan.rejected.map((r) => `${textOf(r.label)}: ${textOf(r.reason)}`);
    expect(reasons).toEqual([
      'My Library: Not a list in the file: yours is kept as it is',
      'Favorites 1: Invalid entry',
      'Favorites 2: Invalid entry',
      'Favorites 3: Invalid entry',
      'Player progress: Not an object in the file: yours is kept as it is',
      'Playlists: Not a list in the file: yours is kept as it is',
      'New-episode check: Not an object in the file: yours is kept as it is',
    ]);
    for (const s of plan.sections) expect(s.counts.replace.removed).toBe(0);
    expect(await applyImport(plan, 'replace')).toEqual({ ok: true, changed: 0 });
    expect(storageSnapshot()).toEqual(before);
  });
  it('a refused file changes nothing', async () => {
    const before = storageSnapshot();
    const source = readImportBytes(json({ ...backup(), formatVersion: 3 }), 'b.json');
    expect(source.kind).toBe('error');
    expect(storageSnapshot()).toEqual(before);
    expect(await applyImport({ sections: [], rejected: [] }, 'replace')).toEqual({
      ok: true,
      changed: 0,
    });
  });
});
