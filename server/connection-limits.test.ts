import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS, readConnectionLimits } from './connection-limits.ts';

describe('connection limits from the environment', () => {
  it('defaults to 10 s for headers, 30 s for a request and 1000 connections', () => {
    expect(readConnectionLimits({})).toEqual(DEFAULT_CONNECTION_LIMITS);
    expect(DEFAULT_CONNECTION_LIMITS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      maxConnections: 1000,
    });
  });

  it('reads each variable, keeping the request limit at least the headers one', () => {
    expect(
      readConnectionLimits({
        SERVER_HEADERS_TIMEOUT_MS: '2000',
        SERVER_REQUEST_TIMEOUT_MS: '1000',
        SERVER_MAX_CONNECTIONS: '50',
      }),
    ).toEqual({ headersTimeoutMs: 2000, requestTimeoutMs: 2000, maxConnections: 50 });
  });

  it('refuses a value that is not a positive whole number', () => {
    expect(() => readConnectionLimits({ SERVER_MAX_CONNECTIONS: '0' })).toThrow(
      'SERVER_MAX_CONNECTIONS must be a whole number of at least 1, got "0"',
    );
  });
});
