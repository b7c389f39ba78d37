import { describe, expect, it } from 'vitest';
import type { Profile } from '@/lib/storage/records/profiles';
import { pinOwners } from './pin-owners';

const PIN = { hash: 'aGFzaA==', salt: 'c2FsdA==', iterations: 600000 };
const profile = (id: string, name: string, fields: Record<string, unknown> = {}): Profile => ({
  id,
  name,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...fields,
});
const nameOf = (name: string | undefined) => name || 'Me';

describe('pinOwners', () => {
  const profiles = [
    profile('main', '', { pin: PIN }),
    profile('ana', 'Ana', { pin: PIN }),
    profile('tom', 'Tom'),
    profile('kim', 'Kim', { kids: true, pin: PIN }),
    profile('odd', 'Odd', { pin: { hash: 'x' } }),
  ];
  const ids = profiles.map((p) => p.id);

  it("asks every other guarded profile's PIN, in order, never this page's own", () => {
    expect(pinOwners(profiles, 'main', ids, nameOf)).toEqual([
      { id: 'ana', name: 'Ana', pin: PIN },
      { id: 'kim', name: 'Kim', pin: PIN },
    ]);
    expect(pinOwners(profiles, 'ana', ids, nameOf).map((o) => [o.id, o.name])).toEqual([
      ['main', 'Me'],
      ['kim', 'Kim'],
    ]);
  });

  it('asks only for the profiles reached: an import into one asks its PIN alone', () => {
    expect(pinOwners(profiles, 'main', ['kim'], nameOf).map((o) => o.id)).toEqual(['kim']);
    expect(pinOwners(profiles, 'main', ['tom'], nameOf)).toEqual([]);
    expect(pinOwners(profiles, 'main', ['main'], nameOf)).toEqual([]);
  });
});
