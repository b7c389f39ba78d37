import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { useLibraryStore } from '@/lib/storage/video-lists';
import { UNDO_KEY, applyImport, canUndoImport, forgetUndo, reloadUndo, undoImport } from './apply';
import { buildBackup, backupFileName } from './backup-file';
import { planImport } from './plan';
import { readImportBytes, type ImportSource } from './read-input';
import { mediaItem } from '@/test/media-fixtures';
import { sampleState, storageSnapshot, writeState } from '@/test/backup-fixtures';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const exportNow = () => buildBackup(new Date('2024-02-03T10:00:00Z'), '0.1.0');

function backupData(source: ImportSource) {
  if (source.kind !== 'backup') throw new Error(`expected a backup, got ${JSON.stringify(source)}`);
  return source.data;
}

beforeEach(() => {
  forgetUndo();
  writeState(sampleState());
});
afterEach(() => vi.restoreAllMocks());

describe('export', () => {
  it('holds every list with format version, app version and export time', () => {
    const file = exportNow();
    expect(file).toMatchObject({
      format: 'reelbeat-backup',
      formatVersion: 1,
      appVersion: '0.1.0',
    });
    expect(Object.keys(file.data)).toHaveLength(13);
    expect(file.data.musicPlaylists).toEqual(sampleState()[STORAGE_KEYS.musicPlaylists]);
    // The server chosen per title and the new-episode baseline are personal data too.
    expect(file.data.playerChoices).toEqual(sampleState()[STORAGE_KEYS.playerChoices]);
    expect(file.data.episodeCounts).toEqual(sampleState()[STORAGE_KEYS.episodeCounts]);
    expect(backupFileName(new Date(2024, 1, 3))).toBe('reelbeat-backup-2024-02-03.json');
  });
});

describe('round trip', () => {
  it('export, clear, import (Replace), export gives the same data', async () => {
    const first = exportNow();
    localStorage.clear();
    const plan = planImport(backupData(readImportBytes(bytes(first), 'b.json')));
    expect((await applyImport(plan, 'replace')).ok).toBe(true);
    expect(exportNow()).toEqual(first);
  });

  it('merging a backup into the state it came from changes nothing', async () => {
    const before = storageSnapshot();
    const plan = planImport(backupData(readImportBytes(bytes(exportNow()), 'b.json')));
    for (const s of plan.sections) {
      expect(s.counts.merge).toMatchObject({ new: 0, updated: 0, rejected: 0 });
    }
    expect(await applyImport(plan, 'merge')).toEqual({ ok: true, changed: 0 });
    expect(storageSnapshot()).toEqual(before);
  });
});

describe('merge and replace', () => {
  it('counts new, updated and unchanged entries; the newer time wins', async () => {
    const file = exportNow();
    file.data.library = [
      mediaItem({ id: 1, addedAt: '2025-01-01T00:00:00.000Z', title: 'Renamed' }),
      mediaItem({ id: 2, addedAt: '2020-01-01T00:00:00.000Z', title: 'Older' }),
      mediaItem({ id: 9, addedAt: '2024-01-01T00:00:00.000Z' }),
    ];
    const plan = planImport(backupData(readImportBytes(bytes(file), 'b.json')));
    const library = plan.sections.find((s) => s.section.name === 'library')!;
    expect(library.counts.merge).toMatchObject({ new: 1, updated: 1, unchanged: 1 });
    expect(library.counts.replace).toMatchObject({ new: 1, updated: 2, removed: 0 });
    await applyImport(plan, 'merge');
    const titles = useLibraryStore.getState().entries.map((e) => e.title);
    expect(titles).toEqual(['Renamed', 'Title 2', 'Title 9']);
  });

  it('keeps the caps: only the newest 20 continue-watching entries', () => {
    const file = exportNow();
    file.data.continueWatching = Array.from({ length: 25 }, (_, i) =>
      mediaItem({
        id: 100 + i,
        progress: 10,
        lastWatched: new Date(Date.UTC(2024, 1, i + 1)).toISOString(),
      }),
    );
    const plan = planImport(backupData(readImportBytes(bytes(file), 'b.json')));
    const cw = plan.sections.find((s) => s.section.name === 'continueWatching')!;
    expect(cw.counts.merge.rejected).toBe(5);
    expect((cw.result.merge as unknown[]).length).toBe(20);
  });
});

describe('apply is all or nothing, and undo', () => {
  it('puts every list back when one write fails, and says why', async () => {
    const file = exportNow();
    localStorage.clear();
    writeState({
      [STORAGE_KEYS.library]: [mediaItem({ id: 7, addedAt: '2024-01-01T00:00:00.000Z' })],
    });
    const before = storageSnapshot();
    const plan = planImport(backupData(readImportBytes(bytes(file), 'b.json')));
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      if (k === STORAGE_KEYS.musicPlaylists) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, k, v);
    });
    const result = await applyImport(plan, 'replace');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/storage is full.*Every list is as it was/);
    expect(storageSnapshot()).toEqual(before);
    expect(canUndoImport()).toBe(false);
  });

  it('undo import restores the state before the import, in the live stores too', async () => {
    const before = storageSnapshot();
    const file = exportNow();
    file.data.library = [];
    await applyImport(planImport(backupData(readImportBytes(bytes(file), 'b.json'))), 'replace');
    expect(useLibraryStore.getState().entries).toEqual([]);
    expect(canUndoImport()).toBe(true);
    expect((await undoImport()).ok).toBe(true);
    expect(storageSnapshot()).toEqual(before);
    expect(useLibraryStore.getState().entries.map((e) => e.id)).toEqual([1, 2]);
    expect(canUndoImport()).toBe(false);
  });
});

describe('undo after more changes', () => {
  it('takes back what the import wrote and keeps what was changed since', async () => {
    const file = exportNow();
    file.data = { library: [mediaItem({ id: 9, addedAt: '2024-01-09T00:00:00.000Z' })] };
    const plan = planImport(backupData(readImportBytes(bytes(file), 'b.json')));
    expect((await applyImport(plan, 'merge')).ok).toBe(true);
    // After the import: a title added here, one of the earlier ones removed.
    const { add, remove } = useLibraryStore.getState().actions;
    add(mediaItem({ id: 42 }));
    remove(mediaItem({ id: 1 }));
    expect((await undoImport()).ok).toBe(true);
    expect(useLibraryStore.getState().entries.map((e) => e.id)).toEqual([42, 2]);
  });

  it("keeps an older tab's kept state working: the lists back whole", async () => {
    const before = storageSnapshot();
    const file = exportNow();
    file.data.library = [];
    await applyImport(planImport(backupData(readImportBytes(bytes(file), 'b.json'))), 'replace');
    const kept = JSON.parse(sessionStorage.getItem(UNDO_KEY)!) as Record<string, unknown>;
    delete kept.after;
    sessionStorage.setItem(UNDO_KEY, JSON.stringify(kept));
    reloadUndo();
    expect((await undoImport()).ok).toBe(true);
    expect(storageSnapshot()).toEqual(before);
  });
});

describe('undo survives a reload', () => {
  it('keeps the state before the import in this tab’s session storage, once', async () => {
    const before = storageSnapshot();
    const file = exportNow();
    file.data.library = [];
    await applyImport(planImport(backupData(readImportBytes(bytes(file), 'b.json'))), 'replace');
    expect(sessionStorage.getItem(UNDO_KEY)).not.toBeNull();
    reloadUndo();
    expect(canUndoImport()).toBe(true);
    expect((await undoImport()).ok).toBe(true);
    expect(storageSnapshot()).toEqual(before);
    expect(sessionStorage.getItem(UNDO_KEY)).toBeNull();
    reloadUndo();
    expect(canUndoImport()).toBe(false);
  });

  it('keeps a snapshot too large for session storage in memory', async () => {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      if (this === sessionStorage) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, k, v);
    });
    const file = exportNow();
    file.data.library = [];
    const plan = planImport(backupData(readImportBytes(bytes(file), 'b.json')));
    expect((await applyImport(plan, 'replace')).ok).toBe(true);
    expect(canUndoImport()).toBe(true);
    expect((await undoImport()).ok).toBe(true);
    expect(useLibraryStore.getState().entries.map((e) => e.id)).toEqual([1, 2]);
  });
});

describe('playlist export files (version 1.0)', () => {
  it('accepts single and all files through the same import', () => {
    const pl = { id: 'x1', name: 'Road', createdAt: '2024-01-01T00:00:00.000Z', songs: [] };
    const single = readImportBytes(
      bytes({ version: '1.0', type: 'single', playlist: pl }),
      'p.json',
    );
    const all = readImportBytes(
      bytes({ version: '1.0', type: 'all', playlists: [pl, { ...pl, id: 'x2' }], totalCount: 2 }),
      'a.json',
    );
    const plan = planImport(backupData(single));
    expect(plan.sections.map((s) => s.section.name)).toEqual(['musicPlaylists']);
    expect(plan.sections[0]!.counts.merge.new).toBe(1);
    expect(planImport(backupData(all)).sections[0]!.counts.merge.new).toBe(2);
  });
});
