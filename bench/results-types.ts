import type { HostSpeed } from './host-speed.ts';
import type { ScalingResult } from './server-scaling.ts';

/** The shape of bench/results/latest.json. Sizes are bytes, times milliseconds. */
export interface MachineInfo {
  cores: number;
  cpuModel: string;
  platform: string;
  nodeVersion: string;
  chromiumVersion: string;
  /** The host's speed as the run started and as it ended (bench/host-speed.ts). */
  hostSpeed?: { start: HostSpeed; end: HostSpeed };
}

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface BundleResult {
  firstPaint: { jsRaw: number; jsGzip: number; cssRaw: number; cssGzip: number; files: string[] };
  totalJs: { raw: number; gzip: number };
  /** One chunk per interface language; English is also counted in `firstPaint`. */
  localeChunks: (ChunkSize & { locale: string })[];
  largestRouteChunk: ChunkSize | null;
  routeChunks: ChunkSize[];
}

/** A measurement that could not be taken carries the reason instead of numbers. */
export interface Unavailable {
  unavailable: string;
}

/** `busy`: measured while another process keeps one core busy (bench/cpu-load.ts). */
export type PageLoadCondition = 'idle' | 'busy';

export interface PageLoadResult {
  name: string;
  url: string;
  condition: PageLoadCondition;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  bytes: number | null;
  /** Lighthouse's main-thread work (mainthread-work-breakdown), simulated mobile CPU. */
  mainThreadMs: number | null;
  /** DOM elements once the page has loaded (Lighthouse's dom-size). */
  domElements: number | null;
  /**
   * Lighthouse's benchmarkIndex of the runs (median): how fast this machine was at the time.
   * Scores of two runs compare only when these are close. Absent from older results.
   */
  benchmarkIndex?: number | null;
  samples: number;
  unavailable?: string;
}

/** The load generator of a server row (bench/server-load.ts `loadTool`). */
export type LoadTool = 'wrk' | 'autocannon';

export interface ServerLoadResult {
  name: string;
  /** Absent in results written before the bench could choose its generator. */
  tool?: LoadTool;
  path: string;
  connections: number;
  reqPerSec: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  samples: number;
  unavailable?: string;
}

export interface StorageResult {
  name: string;
  entries: number;
  bytes: number;
  loadMs: number | null;
  saveMs: number | null;
  unavailable?: string;
}

export interface LongListResult {
  songs: number;
  /** Scripting time of navigating to the playlist page until its rows are on screen. */
  scriptingMs: number | null;
  renderedRows: number | null;
  samples: number;
  unavailable?: string;
}

/** The same-origin audio route against local stand-ins (bench/music-stream.ts). */
export interface MusicStreamResult {
  ttfbMedianMs: number | null;
  ttfbMaxMs: number | null;
  streams: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  bytesPassedMb: number;
}

/**
 * The second load of Home with the service worker (bench/sw-repeat.ts), one figure per run:
 * first contentful paint online, then again with the network off (null: it did not paint).
 */
export interface SwRepeatResult {
  paintsMs: (number | null)[];
  paintMedianMs: number | null;
  /** Navigation Timing `responseEnd` of the same loads: when the worker had given the page. */
  htmlMedianMs: number | null;
  offlinePaintsMs: (number | null)[];
  offlinePaintMedianMs: number | null;
}

/** A load from Chromium's IndexedDB (bench/idb-load.ts). */
export interface IdbLoadResult {
  name: string;
  /** Held to `idbLoadMs` (the loads); the rest are shown for what they cost. */
  budgeted: boolean;
  /** Main-thread CPU (CDP ThreadTime), median. */
  cpuMs: number | null;
  /** Wall time in the page, median. */
  wallMs: number | null;
  samples: number;
  /** What the step read (counts), so a row that loaded nothing is seen. */
  answer?: string;
}

/**
 * One interaction under 4× CPU throttling (bench/interactions.ts): the median over fresh visits
 * of its slowest Event Timing duration (input to the next paint, as INP counts it).
 */
export interface InteractionResult {
  name: string;
  medianMs: number | null;
  samplesMs: number[];
  unavailable?: string;
}

/** A page scrolled from top to end under 4× CPU throttling (bench/scroll.ts). */
export interface ScrollResult {
  name: string;
  /** The longest frame of the median run: rAF gaps and long animation frames. */
  longestFrameMs: number | null;
  /** Frames per second over the scroll, median run. */
  fps: number | null;
  scrolledPx: number | null;
  runs: { longestFrameMs: number; fps: number; scrolledPx: number }[];
  unavailable?: string;
}

/** Music for two hours compressed, then 200 route changes, in one visit (bench/session.ts). */
export interface SessionResult {
  songs: number;
  routeChanges: number;
  /** Heap after a forced collection: the last quarter's median less the first quarter's. */
  musicHeapGrowthMb: number | null;
  routesHeapGrowthMb: number | null;
  /** The most that existed at once (live AudioContexts; media elements the page still held). */
  maxAudioContexts: number | null;
  maxMediaElements: number | null;
  /** The largest growth over the pages, each page's second visit against its last. */
  nodesGrowth: number | null;
  listenersGrowth: number | null;
  /** Intervals, short timeouts, animation frames and observers still alive. */
  timersGrowth: number | null;
  worstPage?: string;
  /** Where each timer or observer that outlived its page was made. */
  leftovers: string[];
  heapMb?: { music: number[]; routes: number[] };
  growth?: {
    page: string;
    nodes: number;
    listeners: number;
    timers: number;
    /** The document's nodes that differ from the baseline, by kind (`+1 #text`). */
    changedNodes?: string[];
  }[];
  durationS: number;
  unavailable?: string;
}

export interface BenchResults {
  createdAt: string;
  runs: number;
  /** Page loads take more samples than the rest: their scores vary most. */
  pageRuns: number;
  machine: MachineInfo;
  bundle: BundleResult | Unavailable;
  pages: PageLoadResult[];
  server: ServerLoadResult[];
  storage: StorageResult[];
  longList: LongListResult;
  /** All cores vs one process, and cross-process coalescing with Redis (bench/server-scaling.ts). */
  scaling?: ScalingResult;
  musicStream?: MusicStreamResult | Unavailable;
  /** Repeat visit of Home with the service worker (absent from results older than the row). */
  swRepeat?: SwRepeatResult | Unavailable;
  /** Loads from IndexedDB (absent from results older than the row). */
  idbLoad?: IdbLoadResult[] | Unavailable;
  /** Interactions, scrolling and the long session (absent from results older than the rows). */
  interactions?: InteractionResult[];
  scroll?: ScrollResult[];
  session?: SessionResult;
}

export const isUnavailable = (value: object): value is Unavailable => 'unavailable' in value;
