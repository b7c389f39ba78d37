import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { STORAGE_KEYS } from '@/lib/storage';
import { storedUnderOldKey } from '@/lib/storage/records/list-view';
import {
  createProfile,
  ensureProfiles,
  listProfiles,
  resetProfilesForTests,
} from '@/lib/storage/records/profiles';
import { readProfileMusic } from '@/lib/storage/music-collection/profile-music';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { mediaItem } from '@/test/media-fixtures';
import { playlist, sampleState, writeState } from '@/test/backup-fixtures';
import { song } from '@/test/song-fixtures';
import { applyNewProfiles, planNewProfiles, undoLastImport } from './apply-profiles';
import { buildBackup, buildProfilesBackup, type FileProfile } from './backup-file';
import { canUndoImport, forgetUndo } from './undo-state';
import { backupProfiles } from './download';
import { readImportBytes } from './read-input';
import { applyInto, planInto } from './session';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const NOW = new Date('2024-02-03T10:00:00Z');
const PIN = { hash: 'aGFzaA==', salt: 'c2FsdA==', iterations: 600000 };
const shown = (name: string) => name || 'Me';

function read(file: unknown) {
  const source = readImportBytes(bytes(file), 'b.json');
  if (source.kind !== 'backup') throw new Error(JSON.stringify(source));
  return source;
}

const library = (profile: string) =>
  (storedUnderOldKey(STORAGE_KEYS.library, profile)?.data ?? []) as { id: number }[];

const kidsFile = (): FileProfile[] => [
  { info: { name: 'Anna' }, data: { library: [mediaItem({ id: 7, addedAt: NOW.toISOString() })] } },
  {
    info: { name: 'Tom', kids: true, ceiling: 'DE:12', allowUnrated: false, pin: PIN },
    data: {
      library: [mediaItem({ id: 8, addedAt: NOW.toISOString() })],
      musicPlaylists: [playlist('p9', ['x', 'y'])],
      musicFavorites: [song('z')],
    },
  },
];

beforeEach(async () => {
  await resetIndexedDb();
  localStorage.clear();
  sessionStorage.clear();
  resetProfilesForTests();
  forgetUndo();
  ensureProfiles();
});
afterEach(() => vi.restoreAllMocks());

describe('the file format', () => {
  it('version 2 carries each profile with its fields, its PIN only as the hash', () => {
    const source = read(buildProfilesBackup(NOW, '0.1.0', kidsFile()));
    expect(source.profiles.map((p) => p.info?.name)).toEqual(['Anna', 'Tom']);
    expect(source.profiles[1]!.info).toMatchObject({ kids: true, ceiling: 'DE:12', pin: PIN });
    expect(source.data).toEqual(kidsFile()[0]!.data);
  });

  it('version 1 still reads, as one profile without fields', () => {
    const file = {
      ...buildBackup(NOW, '0.1.0'),
      data: { library: sampleState()[STORAGE_KEYS.library] },
    };
    expect(file.formatVersion).toBe(1);
    const source = read(file);
    expect(source.profiles).toHaveLength(1);
    expect(source.profiles[0]!.info).toBeNull();
    expect(source.data.library).toEqual(sampleState()[STORAGE_KEYS.library]);
  });

  it('refuses more than six profiles, markup in a name and a PIN that is not a hash', () => {
    const file = buildProfilesBackup(NOW, '0.1.0', kidsFile());
    const refused = (profiles: unknown[]) =>
      readImportBytes(bytes({ ...file, profiles }), 'b.json').kind;
    expect(refused(Array.from({ length: 7 }, () => file.profiles[0]))).toBe('error');
    expect(refused([{ ...file.profiles[0], name: '<b>x</b>' }])).toBe('error');
    expect(refused([{ ...file.profiles[0], pin: { ...PIN, hash: '12<34' } }])).toBe('error');
    expect(refused([])).toBe('error');
  });
});

describe('export', () => {
  it('"all profiles" reads every profile from where it is kept; "this profile" only this one', async () => {
    writeState(sampleState());
    const other = createProfile({ name: 'Anna', kids: true, ceiling: 'US:PG', pin: PIN });
    if (!other.ok) throw new Error('no profile');
    const { writeProfileData } = await import('./profile-data');
    await writeProfileData(other.profile.id, kidsFile()[1]!.data);
    const all = await backupProfiles('all');
    expect(all.map((p) => p.info?.name)).toEqual(['', 'Anna']);
    expect(all[1]!.info).toMatchObject({ kids: true, ceiling: 'US:PG', pin: PIN });
    expect(all[1]!.data.library).toEqual(kidsFile()[1]!.data.library);
    expect(all[1]!.data.musicPlaylists).toEqual(kidsFile()[1]!.data.musicPlaylists);
    expect((await backupProfiles('this')).map((p) => p.info?.name)).toEqual(['']);
  });
});

describe('import as new profiles', () => {
  it('makes each profile with its fields and lists; names that collide get a suffix; Undo deletes them', async () => {
    createProfile({ name: 'Anna' });
    const planned = planNewProfiles(kidsFile(), shown);
    if (!planned.ok) throw new Error(planned.message);
    expect(planned.profiles.map((p) => p.name)).toEqual(['Anna (2)', 'Tom']);
    expect(await applyNewProfiles(planned.profiles)).toEqual({ ok: true, changed: 2 });
    const tom = listProfiles().find((p) => p.name === 'Tom')!;
    expect(tom).toMatchObject({ kids: true, ceiling: 'DE:12', allowUnrated: false, pin: PIN });
    expect(library(tom.id).map((e) => e.id)).toEqual([8]);
    const music = await readProfileMusic(tom.id);
    expect(music.playlists.map((p) => p.songs.map((s) => s.id))).toEqual([['x', 'y']]);
    expect(music.favorites.map((s) => s.id)).toEqual(['z']);
    // This page's profile is untouched.
    expect(library('main')).toEqual([]);

    expect(canUndoImport()).toBe(true);
    expect((await undoLastImport()).ok).toBe(true);
    expect(listProfiles().map((p) => p.name)).toEqual(['', 'Anna']);
    expect(canUndoImport()).toBe(false);
  });

  it('a browser that never listed its first profile keeps it: it counts, and is listed first', async () => {
    localStorage.clear();
    resetProfilesForTests();
    const six = Array.from({ length: 6 }, (_, i) => ({ info: { name: `P${i}` }, data: {} }));
    expect(planNewProfiles(six, shown)).toMatchObject({ ok: false });
    expect(planNewProfiles(six.slice(1), shown)).toMatchObject({ ok: true });
    resetProfilesForTests();
    const planned = planNewProfiles([{ info: { name: 'Me' }, data: {} }], shown);
    if (!planned.ok) throw new Error(planned.message);
    expect(planned.profiles.map((p) => p.name)).toEqual(['Me (2)']);
    await applyNewProfiles(planned.profiles);
    expect(listProfiles().map((p) => [p.id === 'main', p.name])).toEqual([
      [true, ''],
      [false, 'Me (2)'],
    ]);
  });

  it('refuses, with the numbers, a file with more profiles than the browser has room for', () => {
    for (const name of ['b', 'c', 'd', 'e']) createProfile({ name });
    const planned = planNewProfiles(kidsFile(), shown);
    expect(planned).toEqual({
      ok: false,
      message: expect.stringMatching(/room for 1 more.*holds 2/),
    });
  });

  it('storage full while making them: no profile is left half made, and it says so', async () => {
    const planned = planNewProfiles(kidsFile(), shown);
    if (!planned.ok) throw new Error(planned.message);
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      if (k.endsWith(':library')) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, k, v);
    });
    const result = await applyNewProfiles(planned.profiles);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/storage is full/) });
    expect(listProfiles().map((p) => p.name)).toEqual(['']);
    expect(canUndoImport()).toBe(false);
  });
});

describe('import into another profile', () => {
  it('merges into the chosen profile only, and Undo puts its lists back', async () => {
    const other = createProfile({ name: 'Anna' });
    if (!other.ok) throw new Error('no profile');
    const id = other.profile.id;
    const { writeProfileData } = await import('./profile-data');
    await writeProfileData(id, {
      library: [mediaItem({ id: 1, addedAt: '2024-01-01T00:00:00Z' })],
    });
    const target = await planInto(kidsFile()[0]!.data, id);
    expect(target.plan.sections[0]!.counts.merge).toMatchObject({ new: 1, unchanged: 0 });
    expect(await applyInto(target, 'merge')).toEqual({ ok: true, changed: 1 });
    expect(library(id).map((e) => e.id)).toEqual([7, 1]);
    expect(library('main')).toEqual([]);
    expect((await undoLastImport()).ok).toBe(true);
    expect(library(id).map((e) => e.id)).toEqual([1]);
  });

  it('Undo gives a profile back no settings when it had none, and keeps its changes since', async () => {
    const other = createProfile({ name: 'Anna' });
    if (!other.ok) throw new Error('no profile');
    const id = other.profile.id;
    expect(storedUnderOldKey(STORAGE_KEYS.settings, id)).toBeNull();
    const data = {
      library: [mediaItem({ id: 7, addedAt: '2024-01-01T00:00:00Z' })],
      settings: { ...DEFAULT_SETTINGS, theme: 'light' },
      playerChoices: { servers: { 'movie:7': 'void' }, autoplayOff: ['tv:9'] },
    };
    expect(await applyInto(await planInto(data, id), 'merge')).toMatchObject({ ok: true });
    const { writeProfileData } = await import('./profile-data');
    // Since the import: a title added to Anna's library.
    await writeProfileData(id, {
      library: [mediaItem({ id: 3, addedAt: '2024-02-01T00:00:00Z' }), ...library(id)],
    });
    expect((await undoLastImport()).ok).toBe(true);
    expect(library(id).map((e) => e.id)).toEqual([3]);
    const settings = storedUnderOldKey(STORAGE_KEYS.settings, id)?.data as { theme?: string };
    expect(settings?.theme).not.toBe('light');
    expect(storedUnderOldKey(STORAGE_KEYS.playerChoices, id)?.data).toEqual({
      servers: {},
      autoplayOff: [],
    });
  });
});
