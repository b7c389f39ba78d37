import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS } from './connection-limits.ts';
import { DEFAULT_RASTER_BYTES } from './images/raster.ts';
import { MAX_UPSTREAM_PAGES } from './catalog/restrictions/live-filter.ts';
import { RATING_WAIT_MS } from './catalog/restrictions/live-ratings.ts';
import { MAX_ROWS } from './match/shapes.ts';
import { DEFAULT_LIMITS as SYNC_LIMITS } from './sync/limits.ts';
import {
  ROOMS_PER_ADDRESS,
  SOCKET_BURST_PER_ADDRESS,
  SOCKETS_PER_ADDRESS,
  SOCKETS_PER_SECOND_PER_ADDRESS,
} from '../shared/together/limits.ts';
import { MAX_LIST } from './music/offline-routes.ts';
import { IMAGE_SIZES } from './music/shapes.ts';
import { DEFAULT_CACHE_BYTES, DEFAULT_MAX_ENTRY_BYTES } from './response-cache.ts';
import { SYNC_COMPRESS_BYTES } from './response-encoding.ts';
import { MAX_REMEMBERED_MISSES, STATIC_CACHE_BYTES } from './static.ts';
import {
  DEFAULT_CACHE_BYTES as UPSTREAM_CACHE_BYTES,
  DEFAULT_MAX_CACHED_BODY,
} from './upstream/proxy.ts';
import { DEFAULT_MAX_BODY_BYTES } from './upstream/read-body.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const limits = readme.slice(readme.indexOf('### Limits'), readme.indexOf('## Architecture'));
const row = (bound: string) => limits.split('\n').find((line) => line.startsWith(`| ${bound} `));

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const s = (ms: number) => `${ms / 1000} s`;

describe("the README's limits table", () => {
  it.each([
    ['request line and headers', s(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs)],
    ['whole request, body included', s(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs)],
    ['open connections per process', String(DEFAULT_CONNECTION_LIMITS.maxConnections)],
    ['built app kept in memory', mb(STATIC_CACHE_BYTES)],
    ['built app kept in memory', `${MAX_REMEMBERED_MISSES} missing paths`],
    ['API answers kept, ready to send', mb(DEFAULT_CACHE_BYTES)],
    ['API answers kept, ready to send', `none over ${mb(DEFAULT_MAX_ENTRY_BYTES)}`],
    ['compression', `over ${SYNC_COMPRESS_BYTES / 1024} kB`],
    ['upstream answer read', mb(DEFAULT_MAX_BODY_BYTES)],
    ['upstream copies kept, per upstream', mb(UPSTREAM_CACHE_BYTES)],
    ['upstream copies kept, per upstream', `none over ${mb(DEFAULT_MAX_CACHED_BODY)}`],
    ['offline music lists', `${MAX_LIST} items`],
    ['offline music covers', IMAGE_SIZES.slice(0, -1).join(', ')],
    ['offline images rendered and kept', mb(DEFAULT_RASTER_BYTES)],
    ['import rows per request', `${MAX_ROWS} rows`],
    ['rooms per client address', `${ROOMS_PER_ADDRESS} open at once`],
    ['room sockets per client address', `${SOCKETS_PER_ADDRESS} open at once`],
    ['room sockets per client address', `${SOCKET_BURST_PER_ADDRESS} opened in a burst`],
    ['room sockets per client address', `then ${SOCKETS_PER_SECOND_PER_ADDRESS} a second`],
    ["a sync space's records (ids + ciphertext)", mb(SYNC_LIMITS.quotaBytes)],
    ["a sync space's records (ids + ciphertext)", `${SYNC_LIMITS.recordMaxBytes / 1024} kB`],
    ["a sync space's records (ids + ciphertext)", `${SYNC_LIMITS.batchMaxRecords} records`],
    ["a list under a profile's ceiling (live)", `${MAX_UPSTREAM_PAGES} of the service's pages`],
    ["a list under a profile's ceiling (live)", `over ${s(RATING_WAIT_MS)}`],
  ])('%s: %s', (bound, value) => {
    expect(row(bound), bound).toContain(value);
  });
});
