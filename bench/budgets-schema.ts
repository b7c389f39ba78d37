import { z } from 'zod';

export const budgetsSchema = z.object({
  /** kB are 1000 bytes, as Vite reports them. */
  firstPaintJsGzipKb: z.number().positive(),
  routeChunkGzipKb: z.number().positive(),
  /** Each interface language's messages, one chunk each. */
  localeChunkGzipKb: z.number().positive(),
  lighthouseScoreMin: z.number().min(0).max(100),
  lighthouseClsMax: z.number().min(0),
  /** The same pages while another process keeps one core busy. */
  lighthouseBusyScoreMin: z.number().min(0).max(100),
  /** Total Blocking Time of each page on an idle machine. */
  lighthouseTbtMaxMs: z.number().positive(),
  homeMainThreadMaxMs: z.number().positive(),
  homeDomElementsMax: z.number().int().positive(),
  cachedCatalogP99Ms: z.number().positive(),
  playlistScriptingMs: z.number().positive(),
  /** Requests/s of the cached catalogue call with every core over one process. */
  /**
   * CPU per cached catalogue request of one server process, as a multiple of a bare `node:http`
   * server's answering the same bytes (the all-cores ratio is reported without a budget: a
   * 2-core machine that also runs the load generator cannot show it, docs/deploy.md).
   */
  requestCostRatioMax: z.number().positive(),
  /** Upstream calls for 200 simultaneous identical misses over three processes sharing Redis. */
  redisMissUpstreamCallsMax: z.number().int().min(1),
  /** Time to first byte of `/api/music/stream/{id}` through the proxy, median over loopback. */
  musicStreamTtfbMs: z.number().positive(),
  /** How much the process's RSS may rise while 50 audio streams play through it. */
  musicStreamRssRiseMb: z.number().positive(),
  /** First contentful paint of Home's second load with the service worker (median). */
  swRepeatPaintMs: z.number().positive(),
  /** Each load from IndexedDB of the sizes, main-thread CPU (median). */
  idbLoadMs: z.number().positive(),
  /** `--only tv`: one arrow key moving focus along a 20-card row in TV mode, 4× CPU throttling. */
  tvFocusMoveMs: z.number().positive(),
  /** `--only rewind`: Rewind's computation of a year of 20 000 + 50 000 plays, CPU (median). */
  rewindComputeMs: z.number().positive(),
  /** `--only sync`: a change reaching 1 000 live devices on one process, p99. */
  syncFanoutP99Ms: z.number().positive(),
  /** The server process's peak RSS with them connected. */
  syncServerRssMb: z.number().positive(),
  /** The server's side of a first upload of 60 000 records (embedded store, loopback). */
  syncUploadServerMs: z.number().positive(),
  /** A first sync of 10 000 titles + 100 playlists × 500 songs, in Chromium: the upload. */
  firstSyncUploadMs: z.number().positive(),
  /** The same library: a joining device's download, decryption and merge. */
  firstSyncJoinMs: z.number().positive(),
  /** 200 rooms × 5 members on one process: a host's action reaching each member, p99. */
  togetherDeliveryP99Ms: z.number().positive(),
  /** The same: the server process's memory (RSS). */
  togetherRssMb: z.number().positive(),
  /** `--only interactions`: each interaction's Event Timing duration, 4× CPU slowdown. */
  interactionMaxMs: z.number().positive(),
  /**
   * The same group: on a cold visit, from the last file the first page needed to its heading
   * in the page (unthrottled; React would hold a Suspense fallback's content up to 300 ms).
   */
  firstRevealMs: z.number().positive(),
  /** `--only scroll`: the longest frame while a long page scrolls end to end. */
  scrollLongestFrameMaxMs: z.number().positive(),
  scrollFpsMin: z.number().positive(),
  /** `--only session`: heap growth (after a forced collection), first quarter to last. */
  sessionHeapGrowthMaxMb: z.number().positive(),
  sessionAudioContextsMax: z.number().int().min(1),
  sessionMediaElementsMax: z.number().int().min(1),
  /** DOM nodes, listeners, timers and observers a page may hold over its baseline. */
  sessionPageGrowthMax: z.number().int().min(0),
  /**
   * `--only soak`: the memory the server holds after a full collection (RSS less the JS heap's
   * empty space) at each minute's end after the first, ± this share of its value then.
   */
  soakRssDriftMaxPct: z.number().positive(),
  /** The same: the last minute's p99 as a multiple of the first minute's. */
  soakP99RatioMax: z.number().positive(),
});
export type Budgets = z.infer<typeof budgetsSchema>;

export interface BudgetCheck {
  name: string;
  limit: string;
  actual: string;
  ok: boolean;
}

export const CACHED_CATALOG_NAME = 'cached catalogue';
/** `/api/players`: the servers' health, answered from memory. */
export const PLAYERS_STATUS_NAME = 'player servers';

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const notMeasured = (reason: string | undefined) =>
  `not measured: ${reason ?? 'no samples'}`;

export const IDB_LOAD_PREFIX = 'IndexedDB load: ';
