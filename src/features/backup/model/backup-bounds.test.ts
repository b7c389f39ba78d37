import { beforeEach, describe, expect, it } from 'vitest';
import { newStamp } from '@/lib/storage/records';
import { openLocal } from '@/lib/storage/records/open-local';
import {
  MAX_PROFILES,
  ensureProfiles,
  listProfiles,
  profilesSpec,
  resetProfilesForTests,
} from '@/lib/storage/records/profiles';
import { planNewProfiles } from './apply-profiles';
import { buildProfilesBackup } from './backup-file';
import { readImportBytes } from './read-input';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const PIN = { hash: 'aGFzaA==', salt: 'c2FsdA==', iterations: 600_000 };
const file = (iterations: unknown) =>
  buildProfilesBackup(new Date('2026-11-01T00:00:00Z'), '0.1.0', [
    { info: { name: 'Tom', kids: true, pin: { ...PIN, iterations } as typeof PIN }, data: {} },
  ]);

beforeEach(() => {
  localStorage.clear();
  resetProfilesForTests();
  ensureProfiles();
});

describe('a backup file', () => {
  it("is refused, saying why, when a profile's PIN has an iteration count out of range", () => {
    for (const iterations of [1, 99_999, 2_000_001, 2 ** 31, 600_000.5, '600000']) {
      const read = readImportBytes(bytes(file(iterations)), 'b.json');
      expect(read, String(iterations)).toEqual({
        kind: 'error',
        error: expect.stringMatching(/PIN Reelbeat cannot check/),
      });
    }
    for (const iterations of [100_000, 600_000, 2_000_000])
      expect(readImportBytes(bytes(file(iterations)), 'b.json').kind).toBe('backup');
  });

  it('says there is no room, never a negative one, where sync brought more than six profiles', () => {
    const registry = openLocal(profilesSpec, null);
    for (let i = 0; i < MAX_PROFILES + 1; i++)
      registry.merge(
        [{ id: `p${i}`, stamp: newStamp(), value: { name: `P${i}`, createdAt: '2026-11-01' } }],
        'remote',
      );
    expect(listProfiles().length).toBe(MAX_PROFILES + 2);
    const plan = planNewProfiles([{ info: { name: 'Tom' }, data: {} }], (n) => n);
    expect(plan).toEqual({ ok: false, message: expect.stringContaining('room for 0') });
  });
});
