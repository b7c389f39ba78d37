import { readdir, readFile } from 'node:fs/promises';
import autocannon, { type Request as SentRequest } from 'autocannon';
import { DEFAULT_CACHE_ENTRIES } from '../server/response-cache.ts';
import { parseProcStat } from './cpu-usage.ts';
import { CATALOG_PATH } from './run-options.ts';
import { startServer } from './server-process.ts';
import { memoryProbe, type HeldMemory } from './soak-memory.ts';

/** One minute of the soak: what was answered, its tail latency, and the server's memory. */
export interface SoakMinute {
  requests: number;
  /** Failed connections, timeouts and answers outside 2xx. */
  errors: number;
  /** Answers by status code, and `timeout` / `error` for those with none. */
  statuses: Record<string, number>;
  p99Ms: number;
  /** The server tree's resident memory at the minute's end, MB. */
  rssMb: number;
  /** The server's memory after a full collection at the minute's end. */
  held: HeldMemory;
}

export interface SoakResult {
  connections: number;
  minuteS: number;
  minutes: SoakMinute[];
  /** Every RSS reading (every `RSS_EVERY_MS`), MB. */
  rssMb: number[];
}

const RSS_EVERY_MS = 5000;
/** The same traffic before the first minute, not counted: the JIT warms up. */
const WARM_UP_S = 10;
/**
 * Distinct misses sent before it: the response cache full (its entry bound; the misses' tiny
 * answers are far under its byte bound) whatever the host's pace, not filling during the
 * counted minutes on a slow host and full in the first on a fast one.
 */
const CACHE_FILL_REQUESTS = 2 * DEFAULT_CACHE_ENTRIES;
/** Offline catalogue words: each miss is a search nobody asked for before (a cache miss). */
const WORDS = ['night', 'star', 'house', 'river', 'city', 'dark', 'love', 'war', 'last', 'blue'];
const MOODS = ['pop', 'rock', 'chill', 'jazz', 'focus', 'party'];
const RANGE_BYTES = 64 * 1024;

/** Resident memory of `root` and every process below it (tsx runs the server as its child). */
export async function treeRssMb(root: number): Promise<number> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const stats = await Promise.all(
    pids.map((pid) => readFile(`/proc/${pid}/stat`, 'utf8').then(parseProcStat, () => null)),
  );
  const below = new Set([root]);
  // Parents are listed before their children often but not always: repeat until stable.
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats) {
      if (s && below.has(s.ppid) && !below.has(s.pid)) {
        below.add(s.pid);
        grew = true;
      }
    }
  }
  const kb = await Promise.all(
    [...below].map((pid) =>
      readFile(`/proc/${pid}/status`, 'utf8').then(
        (status) => Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0),
        () => 0,
      ),
    ),
  );
  return kb.reduce((a, b) => a + b, 0) / 1024;
}

export interface Mix {
  /** Each song's id and the size of its file (a range must fall inside it). */
  songs: readonly { id: string; bytes: number }[];
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** A catalogue search nobody asked for before: a miss the response cache then keeps. */
export function catalogueMiss(): SentRequest {
  const query = `${pick(WORDS)} ${Math.random().toString(36).slice(2, 8)}`;
  return { method: 'GET', path: `/api/catalog/search/multi?query=${encodeURIComponent(query)}` };
}

/**
 * One request of the mix, as autocannon sends it: cached catalogue pages (hits), searches never
 * asked before (misses), music searches, 64 kB ranges of songs, the player list and a match.
 */
export function mixedRequest(mix: Mix, roll = Math.random()): SentRequest {
  if (roll < 0.35) return { method: 'GET', path: CATALOG_PATH };
  if (roll < 0.45) return catalogueMiss();
  if (roll < 0.6) return { method: 'GET', path: `/api/music/search/songs?query=${pick(MOODS)}` };
  if (roll < 0.8) {
    const song = pick(mix.songs);
    const start = Math.floor(Math.random() * Math.max(1, song.bytes - RANGE_BYTES));
    const end = Math.min(song.bytes, start + RANGE_BYTES) - 1;
    return {
      method: 'GET',
      path: `/api/music/audio/${encodeURIComponent(song.id)}`,
      headers: { range: `bytes=${start}-${end}` },
    };
  }
  if (roll < 0.9) return { method: 'GET', path: '/api/players' };
  return {
    method: 'POST',
    path: '/api/catalog/match',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rows: [{ title: pick(WORDS), year: 2000, type: 'movie' }] }),
  };
}

/**
 * The offline library's songs to stream, each read once whole: the server makes a generated
 * song's file on its first request, which is its start-up, not its steady state.
 */
async function songMix(origin: string): Promise<Mix> {
  const body = (await (
    await fetch(`${origin}/api/music/search/songs?query=pop&limit=50`)
  ).json()) as { data?: { results?: { id: string }[] } };
  const ids = (body.data?.results ?? []).map((s) => s.id);
  if (ids.length === 0) throw new Error('the music search found no songs to stream');
  const songs = [];
  for (const id of ids) {
    const audio = await fetch(`${origin}/api/music/audio/${encodeURIComponent(id)}`);
    songs.push({ id, bytes: (await audio.arrayBuffer()).byteLength });
  }
  return { songs };
}

/**
 * A bounded soak of one server process over loopback: `minutes` rounds of `minuteS` seconds of
 * the mixed traffic at `connections` connections, one after another; the RSS of the server's
 * process tree read every 5 s, and at each minute's end its memory after a full collection.
 */
export async function measureSoak(
  port: number,
  options: { minutes: number; minuteS: number; connections: number },
  log: (message: string) => void,
): Promise<SoakResult> {
  const probe = await memoryProbe();
  const server = await startServer(
    'nonexistent-dist',
    port,
    { WEB_CONCURRENCY: '1', ...probe.env },
    probe.nodeArgs,
  );
  const rssMb: number[] = [];
  const pid = server.pid;
  const timer = setInterval(() => {
    if (pid !== undefined) void treeRssMb(pid).then((mb) => rssMb.push(mb));
  }, RSS_EVERY_MS);
  try {
    if (pid === undefined) throw new Error('the server has no process id');
    const mix = await songMix(server.origin);
    const round = (duration: number) =>
      autocannon({
        url: server.origin,
        connections: options.connections,
        duration,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [{ setupRequest: (request) => ({ ...request, ...mixedRequest(mix) }) }],
      });
    await autocannon({
      url: server.origin,
      connections: options.connections,
      amount: CACHE_FILL_REQUESTS,
      requests: [{ setupRequest: (request) => ({ ...request, ...catalogueMiss() }) }],
    });
    await round(WARM_UP_S);
    rssMb.length = 0;
    const minutes: SoakMinute[] = [];
    for (let i = 0; i < options.minutes; i += 1) {
      const result = await round(options.minuteS);
      const statuses: Record<string, number> = { timeout: result.timeouts, error: result.errors };
      for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
        statuses[code] = count;
      }
      const minute = {
        requests: result.requests.total,
        errors: result.errors + result.non2xx,
        statuses,
        p99Ms: result.latency.p99,
        rssMb: await treeRssMb(pid),
        held: await probe.read(pid),
      };
      minutes.push(minute);
      log(
        `soak: minute ${i + 1}/${options.minutes}: ${minute.requests} requests, p99 ` +
          `${minute.p99Ms} ms, RSS ${minute.rssMb.toFixed(0)} MB, held after a collection ` +
          `${minute.held.heldMb.toFixed(0)} MB (live heap ${minute.held.liveHeapMb.toFixed(0)} ` +
          `MB), ${JSON.stringify(statuses)}`,
      );
    }
    return { connections: options.connections, minuteS: options.minuteS, minutes, rssMb };
  } finally {
    clearInterval(timer);
    await server.stop();
    await probe.remove();
  }
}
