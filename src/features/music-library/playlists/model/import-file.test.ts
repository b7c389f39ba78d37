import { describe, expect, it } from 'vitest';
import { toEntry, type LocalPlaylist } from '@/lib/storage/music-collection';
import { buildAllExport, buildSingleExport, syncStats } from './export-file';
import { importCandidates, importSummary, importSuccessTitle } from './import-file';
import { IMPORT_LIMITS, parseImportText, readImportFile } from '@/lib/playlist-file';
import { makeDownloadsPlaylist } from './playlist-ops';
import { song } from '@/test/song-fixtures';

const env = { now: new Date('2024-05-01T10:00:00Z'), userAgent: 'UA', platform: 'Linux' };
const later = new Date('2024-05-02T10:00:00Z');
const mix: LocalPlaylist = {
  id: '1714550000000',
  name: 'Road trip',
  description: 'Long drives',
  createdAt: '2024-04-01T00:00:00.000Z',
  songs: [
    song('a', 200),
    song('b', null),
    { ...song('c'), primaryArtists: 'Band C', singers: 'Singer' },
  ],
  avatar: 'data:image/jpeg;base64,/9j/AAAA',
  lastModified: '2024-04-02T00:00:00.000Z',
};

const errorsOf = (text: string) => {
  const parsed = parseImportText(text);
  return parsed.ok ? [] : parsed.errors;
};
const file = (parts: BlobPart[], name = 'playlists.json') =>
  new File(parts, name, { type: 'application/json' });

describe('validation messages', () => {
  it('bad JSON', () => expect(errorsOf('{nope')).toEqual(['Invalid JSON format']));
  it('missing version and type', () => {
    expect(errorsOf('{}')).toEqual(['Missing required fields: version, type']);
    expect(errorsOf('{"type":"all","playlists":[]}')).toEqual(['Missing required fields: version']);
  });
  it('single without playlist data', () =>
    expect(errorsOf('{"version":"1.0","type":"single"}')).toEqual([
      'Single playlist data missing',
    ]));
  it('all without a playlists array', () =>
    expect(errorsOf('{"version":"1.0","type":"all","playlists":{}}')).toEqual([
      'Playlists array missing or invalid',
    ]));
  it('unknown type, and a file that is not an object', () => {
    expect(errorsOf('{"version":"1.0","type":"some"}')[0]).toMatch(/Unknown export type/);
    expect(errorsOf('[1,2]')).toEqual(['The file does not contain a playlist export']);
  });
  it('a bad playlist is an error with its reason; the others still import', () => {
    const parsed = parseImportText(
      JSON.stringify({
        version: '1.0',
        type: 'all',
        playlists: [{ name: 'No songs', id: '1' }, mix],
      }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const result = importCandidates([], parsed.candidates, later);
    expect(result).toMatchObject({ imported: 1, skipped: 0, errors: 1 });
    expect(result.details[0]).toEqual({
      name: 'No songs',
      status: 'error',
      reason: 'Invalid songs',
    });
    expect(importSummary(result)).toBe('1 imported, 0 skipped, 1 errors');
    expect(importSuccessTitle(1)).toBe('Successfully imported 1 playlist(s)');
  });
});

describe('hardening', () => {
  it('refuses other extensions, huge files and non UTF-8 bytes', async () => {
    expect(await readImportFile(file(['{}'], 'list.txt'))).toEqual({
      ok: false,
      errors: ['Please choose a .json file exported by Reelbeat'],
    });
    const huge = file([new Uint8Array(IMPORT_LIMITS.maxBytes + 1)]);
    expect(await readImportFile(huge)).toEqual({
      ok: false,
      errors: ['The file is too large to import (the limit is 50 MB)'],
    });
    expect(await readImportFile(file([new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])]))).toEqual({
      ok: false,
      errors: ['The file is not valid UTF-8 text'],
    });
  });
  it('refuses deep nesting and very long text', () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(errorsOf(deep)).toEqual(['The file is nested too deeply to be a playlist export']);
    const long = {
      version: '1.0',
      type: 'single',
      playlist: { ...mix, description: 'x'.repeat(20_000) },
    };
    expect(errorsOf(JSON.stringify(long))).toEqual([
      'The file contains a text value that is too long',
    ]);
  });
  it('keeps hostile text as text but drops unsafe links and covers', () => {
    const hostile = {
      ...mix,
      name: '<img src=x onerror=alert(1)>',
      avatar: 'javascript:alert(1)',
      image: 'javascript:alert(1)',
      songs: [
        {
          ...song('x'),
          name: '<script>alert(1)</script>',
          image: [{ quality: '500x500', url: 'javascript:alert(1)' }],
        },
      ],
    };
    const parsed = parseImportText(
      JSON.stringify({ version: '1.0', type: 'single', playlist: hostile }),
    );
    // The playlist must be accepted, or the sanitisation checks below would have nothing to see.
    const candidate = parsed.ok ? parsed.candidates[0] : undefined;
    expect(candidate).toMatchObject({ ok: true });
    if (!candidate?.ok) throw new Error('the hostile playlist was rejected');
    const p = candidate.playlist;
    expect(p.name).toBe('<img src=x onerror=alert(1)>');
    expect(p.avatar).toBeUndefined();
    expect(p.image).toBeUndefined();
    expect(p.songs[0]?.name).toBe('<script>alert(1)</script>');
    expect(p.songs[0]?.image).toEqual([]);
  });
});

describe('export → import round trip', () => {
  it('a single export imports as "… (Imported)" with the same songs, cover and details', async () => {
    const text = JSON.stringify(buildSingleExport(mix, env));
    const parsed = await readImportFile(file([text]));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const result = importCandidates([mix], parsed.candidates, later);
    const imported = result.playlists[0]!;
    expect(imported.name).toBe('Road trip (Imported)');
    expect(imported.id).not.toBe(mix.id);
    expect(imported.originalId).toBe(mix.id);
    expect(imported.importedAt).toBe(later.toISOString());
    expect(imported.songs).toEqual(mix.songs);
    expect({
      ...imported,
      id: mix.id,
      name: mix.name,
      originalId: undefined,
      importedAt: undefined,
      lastModified: mix.lastModified,
    }).toEqual({
      ...mix,
      originalId: undefined,
      importedAt: undefined,
    });
  });
  it('an all export carries its count and device info, and skips the Downloads playlist', () => {
    const downloads: LocalPlaylist = {
      id: 'downloads',
      name: 'Downloads',
      createdAt: '',
      songs: [song('d')],
    };
    const exported = buildAllExport([downloads, mix], env);
    expect(exported).toMatchObject({
      version: '1.0',
      type: 'all',
      totalCount: 2,
      exportDate: env.now.toISOString(),
    });
    if (exported.type !== 'all') return;
    expect(exported.playlists[1]).toMatchObject({
      exportedFrom: 'Reelbeat',
      deviceInfo: { userAgent: 'UA', platform: 'Linux', timestamp: env.now.toISOString() },
    });
    const parsed = parseImportText(JSON.stringify(exported));
    if (!parsed.ok) throw new Error('expected a valid file');
    const result = importCandidates([], parsed.candidates, later);
    expect(result).toMatchObject({ imported: 1, skipped: 1, errors: 0 });
    expect(result.details[0]?.status).toBe('skipped');
  });
});

describe('sync stats', () => {
  it("counts the listener's playlists: imported, recently modified (7 days) and songs", () => {
    const old = { ...mix, id: '2', lastModified: '2024-01-01T00:00:00.000Z' };
    const imported = {
      ...mix,
      id: '3',
      importedAt: later.toISOString(),
      lastModified: later.toISOString(),
    };
    const downloads = { ...makeDownloadsPlaylist(later), songs: [song('d')], songCount: 1 };
    // The built-in Downloads playlist is not one of the listener's playlists.
    expect(syncStats([downloads, mix, old, imported].map(toEntry), later)).toEqual({
      totalPlaylists: 3,
      importedPlaylists: 1,
      recentlyModified: 1,
      totalSongs: 9,
    });
  });
});
