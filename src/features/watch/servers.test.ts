import { describe, expect, it } from 'vitest';
import { PLAYER_SERVERS } from '@shared/config/players';
import { defaultServerFor, serversFor, trustedMessageOrigins } from './servers';

const demo = PLAYER_SERVERS.map((s) => ({ ...s, origin: null }));

describe('serversFor', () => {
  it('offers banki only for movies', () => {
    expect(serversFor(demo, 'movie').map((s) => s.id)).toContain('banki');
    expect(serversFor(demo, 'tv').map((s) => s.id)).not.toContain('banki');
    expect(serversFor(demo, 'anime').map((s) => s.id)).not.toContain('banki');
    expect(serversFor(demo, 'tv')).toHaveLength(5);
  });
});

describe('defaultServerFor', () => {
  it('uses the settings default when offered', () => {
    expect(defaultServerFor(serversFor(demo, 'tv'), 'void')?.id).toBe('void');
  });
  it('falls back to embedapi when the default is not offered for the type', () => {
    expect(defaultServerFor(serversFor(demo, 'tv'), 'banki')?.id).toBe('embedapi');
    expect(defaultServerFor(serversFor(demo, 'movie'), 'banki')?.id).toBe('banki');
  });
});

describe('trustedMessageOrigins', () => {
  it('trusts void’s configured origin and, when the demo is in use, the page', () => {
    const players = demo.map((s) =>
      s.id === 'void' ? { ...s, origin: 'https://void.example/base' } : s,
    );
    expect([...trustedMessageOrigins(players, 'http://app.test')]).toEqual([
      'https://void.example',
      'http://app.test',
    ]);
  });
  it('does not trust the page when every server has a real host', () => {
    const players = demo.map((s) => ({ ...s, origin: `https://${s.id}.example` }));
    expect([...trustedMessageOrigins(players, 'http://app.test')]).toEqual([
      'https://void.example',
    ]);
  });
});
