/**
 * The sync server's limits, in one place so the protocol document, the routes and the tests
 * agree. Sizes count characters of the base64url text a client sends (one byte each as stored).
 */
export interface SyncLimits {
  /** Everything a space stores: record ids plus their data. */
  quotaBytes: number;
  /** One record's `data`. */
  recordMaxBytes: number;
  /** Records in one write. */
  batchMaxRecords: number;
  /** One request body. */
  bodyMaxBytes: number;
  /** Records in one page of changes. */
  pageMaxRecords: number;
  /** Requests per space: sustained rate and burst. */
  spaceRatePerS: number;
  spaceBurst: number;
  /** Requests (and live connections) per client address: sustained rate and burst. */
  addressRatePerS: number;
  addressBurst: number;
  /** Live connections open at once for one space, and from one address. */
  liveMaxPerSpace: number;
  liveMaxPerAddress: number;
  /** A space neither read nor written for this long is removed by the sweep. */
  idleMs: number;
  /** How long an applied write's request id is remembered (a second copy is refused). */
  requestIdKeepMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_LIMITS: SyncLimits = {
  // A large library (10 000 titles, 100 playlists of 500 songs) takes about 20 MB: room for
  // twice that, and for the tombstones of what is deleted later.
  quotaBytes: 50 * 1024 * 1024,
  recordMaxBytes: 64 * 1024,
  batchMaxRecords: 500,
  bodyMaxBytes: 2 * 1024 * 1024,
  pageMaxRecords: 1000,
  spaceRatePerS: 10,
  spaceBurst: 300,
  addressRatePerS: 20,
  addressBurst: 400,
  liveMaxPerSpace: 50,
  liveMaxPerAddress: 200,
  idleMs: 365 * DAY_MS,
  requestIdKeepMs: 30 * DAY_MS,
};
