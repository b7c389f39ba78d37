import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { buildBackup } from './backup-file';
import { NOT_BACKED_UP, SECTION_NAMES, backupSections } from './sections';

describe('the whole-data backup', () => {
  const sections = backupSections();
  const backedUp = new Set(sections.map((s) => s.stored.key));

  it('carries every personal key, or says why not', () => {
    const forgotten = Object.values(STORAGE_KEYS).filter(
      (key) => !backedUp.has(key) && !(key in NOT_BACKED_UP),
    );
    expect({ forgotten }).toEqual({ forgotten: [] });
  });

  it('excludes only real keys that no list carries, each with a reason', () => {
    const keys = new Set<string>(Object.values(STORAGE_KEYS));
    for (const [key, reason] of Object.entries(NOT_BACKED_UP)) {
      expect(keys.has(key), key).toBe(true);
      expect(backedUp.has(key), key).toBe(false);
      expect(reason.length, key).toBeGreaterThan(20);
    }
  });

  it('writes a list for every section, the server choices and episode counts among them', () => {
    const file = buildBackup(new Date('2024-02-03T10:00:00Z'), '0.1.0');
    expect(Object.keys(file.data).sort()).toEqual([...SECTION_NAMES].sort());
    expect(backedUp.has(STORAGE_KEYS.playerChoices)).toBe(true);
    expect(backedUp.has(STORAGE_KEYS.episodeCounts)).toBe(true);
  });
});
