import { beforeEach, describe, expect, it } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { ensureProfiles, newStamp } from '@/lib/storage/records';
import {
  MAX_PROFILES,
  createProfile,
  listProfiles,
  resetProfilesForTests,
} from '@/lib/storage/records/profiles';
import { layerSource } from './layer-source';

const PIN = { hash: 'aGFzaA==', salt: 'c2FsdA==', iterations: 600_000 };
const profile = (id: string, fields: Record<string, unknown> = {}) => ({
  rid: `~/profiles/${id}`,
  record: {
    id,
    stamp: newStamp(),
    value: { name: id, createdAt: '2026-11-01T00:00:00.000Z', ...fields },
  },
});

beforeEach(async () => {
  await resetIndexedDb();
  localStorage.clear();
  resetProfilesForTests();
  ensureProfiles();
});

describe('profiles that arrive by sync', () => {
  it("refuse a profile whose PIN's iteration count is out of range or not an integer", async () => {
    const counts = [1, 99_999, 2_000_001, 2 ** 31, 600_000.5, '600000'];
    const hostile = counts.map((iterations, i) =>
      profile(`bad${i}`, { kids: true, pin: { ...PIN, iterations } }),
    );
    const fine = [
      profile('kid', { kids: true, pin: PIN }),
      profile('low', { pin: { ...PIN, iterations: 100_000 } }),
    ];
    const refused = await layerSource().apply([...hostile, ...fine]);
    expect([...refused].sort()).toEqual(hostile.map((p) => p.rid).sort());
    expect(
      listProfiles()
        .map((p) => p.id)
        .sort(),
    ).toEqual(['kid', 'low', 'main']);
  });

  it('keep every profile when a merge brings more than six, and add none past six', async () => {
    for (let i = 1; i < MAX_PROFILES; i++) createProfile({ name: `Here ${i}` });
    expect(listProfiles()).toHaveLength(MAX_PROFILES);
    const refused = await layerSource().apply([profile('away1'), profile('away2')]);
    expect(refused.size).toBe(0);
    expect(listProfiles()).toHaveLength(MAX_PROFILES + 2);
    expect(createProfile({ name: 'One more' })).toEqual({ ok: false, reason: 'limit' });
    expect(listProfiles()).toHaveLength(MAX_PROFILES + 2);
  });
});
