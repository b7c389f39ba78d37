import { describe, expect, it } from 'vitest';
import { KeyedLimiter } from './rate-limit.ts';
import { clientAddress, limitKey, readSyncEnv } from './sync-env.ts';

describe('readSyncEnv', () => {
  it('defaults to the embedded store in data/ and the connection address', () => {
    expect(readSyncEnv({})).toEqual({
      dataDir: 'data',
      databaseUrl: null,
      trustProxy: 0,
      liveMaxPerSpace: null,
      quotaMb: null,
    });
    expect(
      readSyncEnv({
        DATA_DIR: ' /srv/sync ',
        DATABASE_URL: 'postgres://u:p@db/x',
        TRUST_PROXY: '1',
        SYNC_LIVE_MAX_PER_SPACE: '1000',
        SYNC_SPACE_QUOTA_MB: '200',
      }),
    ).toEqual({
      dataDir: '/srv/sync',
      databaseUrl: 'postgres://u:p@db/x',
      trustProxy: 1,
      liveMaxPerSpace: 1000,
      quotaMb: 200,
    });
  });

  it('refuses a DATABASE_URL that is not PostgreSQL and a TRUST_PROXY that is not a count', () => {
    expect(() => readSyncEnv({ DATABASE_URL: 'mysql://db/x' })).toThrow(
      /DATABASE_URL must be a PostgreSQL URL/,
    );
    expect(() => readSyncEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be a whole number/);
    expect(() => readSyncEnv({ SYNC_LIVE_MAX_PER_SPACE: '0' })).toThrow(/at least 1/);
    expect(() => readSyncEnv({ SYNC_SPACE_QUOTA_MB: 'lots' })).toThrow(/SYNC_SPACE_QUOTA_MB/);
  });
});

describe('clientAddress', () => {
  it('ignores X-Forwarded-For unless proxies are trusted, then takes the trusted hop', () => {
    expect(clientAddress('10.0.0.5', '1.2.3.4', 0)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', 'forged, 1.2.3.4', 1)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.5', 'forged, 1.2.3.4, 10.0.0.9', 2)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.5', '1.2.3.4', 3)).toBe('1.2.3.4');
    expect(clientAddress(undefined, undefined, 1)).toBe('unknown');
  });
});

describe('KeyedLimiter', () => {
  it('grants a burst per key, refills with time, and forgets full buckets when crowded', () => {
    let now = 0;
    const limiter = new KeyedLimiter(2, 3, () => now, 2);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([0, 0, 0, 500]);
    expect(limiter.take('b')).toBe(0);
    now += 500;
    expect(limiter.take('a')).toBe(0);
    now += 10_000;
    limiter.take('c');
    expect(limiter.size).toBe(1);
  });
});

describe('limitKey', () => {
  it('counts an IPv6 address by its /64, whichever way it is written', () => {
    const key = limitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0DB8:0001:0002:ffff:abcd:0:9')).toBe(key);
    expect(limitKey('2001:db8:1:2:3:4:5.6.7.8')).toBe(key);
    expect(limitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('takes an IPv4-mapped address as its IPv4, and leaves IPv4 and the unknown as they are', () => {
    expect(limitKey('::ffff:10.0.0.5')).toBe('10.0.0.5');
    expect(limitKey('10.0.0.5')).toBe('10.0.0.5');
    expect(limitKey('unknown')).toBe('unknown');
    expect(limitKey('not an address')).toBe('not an address');
  });

  it('is what clientAddress gives, from the socket or a trusted proxy', () => {
    expect(clientAddress('2001:db8:1:2::7', undefined, 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress('10.0.0.5', 'forged, 2001:db8:1:2::8', 1)).toBe('2001:db8:1:2::/64');
    expect(clientAddress('::ffff:10.0.0.5', undefined, 0)).toBe('10.0.0.5');
  });
});
