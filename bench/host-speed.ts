import { execFile } from 'node:child_process';
import { cpus } from 'node:os';
import { promisify } from 'node:util';
import { median, repeat } from './stats.ts';

/**
 * How fast the host ran two fixed pieces of work, measured at the start and the end of a bench
 * run, so that a run on a degraded host can be told from a slower build:
 *
 * - **each core**: Lighthouse's `benchmarkIndex` loop (strings of 10 000 characters built one
 *   at a time) in a process pinned to one core with `taskset`, in rounds a second. A virtual
 *   machine's cores are not always equal, and which one is slow can change from minute to
 *   minute; Lighthouse's own index, taken unpinned inside the page, reads whichever core the
 *   page ran on, so it cannot tell.
 * - **fresh memory**: the time to touch each 4 kB page of 64 MB newly given to a process. On a
 *   host where each first touch of a page is dear, every page Chromium takes anew (raster tiles,
 *   decoded images, a growing heap) stalls the thread that touched it, and the timed rows read
 *   several times their usual figures with their longest frames running none of the page's code.
 *
 * The readings that led to both are in docs/benchmarks.md ("The host's uneven cores and cold
 * memory").
 */
export interface HostSpeed {
  /** Rounds a second per core, in core order; one figure when the cores could not be pinned. */
  perCore: number[];
  /** Whether each figure was taken on its own core (`taskset` found). */
  pinned: boolean;
  /** Microseconds to touch one page of memory the process had not used before (median). */
  freshPageMicros: number;
}

/** Below this ratio of the slowest core to the fastest, a run's timed rows are the host's. */
export const EVEN_CORES_MIN_RATIO = 0.67;
/**
 * Above this, fresh memory is the host's bottleneck: 25 times the 0.2 µs it takes to zero a
 * 4 kB page at this host's 20–25 GB/s, which is most of what the kernel does for a new page.
 */
export const FRESH_PAGE_MAX_MICROS = 5;

/** One sample: the loop for `ms` milliseconds, printing its rounds a second. */
export const roundsScript = (ms: number) =>
  `const start = Date.now(); let rounds = 0;
  while (Date.now() - start < ${ms}) {
    let s = ''; for (let i = 0; i < 1e4; i++) s += 'a';
    if (s.length === 1) throw new Error(); rounds++;
  }
  process.stdout.write(String(Math.round(rounds / ((Date.now() - start) / 1000))));`;

/** One sample: `mb` megabytes taken and touched a page at a time, printing µs a page. */
export const freshPagesScript = (mb: number) =>
  `const start = process.hrtime.bigint(); const bytes = Buffer.allocUnsafeSlow(${mb} << 20);
  for (let i = 0; i < bytes.length; i += 4096) bytes[i] = 1;
  const micros = Number(process.hrtime.bigint() - start) / 1000;
  process.stdout.write(String(micros / (bytes.length / 4096)));`;

type Run = (command: string, args: string[]) => Promise<string>;

const execFileAsync = promisify(execFile);
const run: Run = async (command, args) =>
  (await execFileAsync(command, args, { timeout: 30_000 })).stdout;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Each core's speed and fresh memory's cost, each the median of `samples` runs; the cores one
 * at a time, so that they do not compete. Without `taskset` (not Linux), one unpinned figure.
 */
export async function measureHostSpeed({
  samples = 3,
  sampleMs = 300,
  memoryMb = 64,
  cores = cpus().length,
  exec = run,
}: {
  samples?: number;
  sampleMs?: number;
  memoryMb?: number;
  cores?: number;
  exec?: Run;
} = {}): Promise<HostSpeed> {
  const sample = async (script: string, core: number | null) => {
    const args = ['-e', script];
    const out =
      core === null
        ? await exec(process.execPath, args)
        : await exec('taskset', ['-c', String(core), process.execPath, ...args]);
    const figure = Number(out.trim());
    if (!out.trim() || !Number.isFinite(figure)) {
      throw new Error(`host speed: unreadable sample "${out}"`);
    }
    return figure;
  };
  const medianOf = async (script: string, core: number | null) =>
    median(await repeat(samples, () => sample(script, core)))!;
  const freshPageMicros =
    Math.round((await medianOf(freshPagesScript(memoryMb), null)) * 100) / 100;
  const rounds = roundsScript(sampleMs);
  const perCore: number[] = [];
  try {
    for (let core = 0; core < cores; core += 1)
      perCore.push(Math.round(await medianOf(rounds, core)));
  } catch (error) {
    if (!isMissing(error)) throw error;
    return { perCore: [Math.round(await medianOf(rounds, null))], pinned: false, freshPageMicros };
  }
  return { perCore, pinned: true, freshPageMicros };
}

/** The slowest core's speed over the fastest's (1 when they are equal or there is one). */
export function coreRatio({ perCore }: Pick<HostSpeed, 'perCore'>): number {
  const fastest = Math.max(...perCore);
  return fastest > 0 ? Math.min(...perCore) / fastest : 1;
}

const thousands = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

/** "cores 17 100 · 7 000 rounds/s (slowest 0.41 of fastest), fresh memory 11.5 µs a page". */
export function formatHostSpeed(speed: HostSpeed): string {
  const figures = speed.perCore.map(thousands).join(' · ');
  const cores = speed.pinned
    ? `cores ${figures} rounds/s (slowest ${coreRatio(speed).toFixed(2)} of fastest)`
    : `${figures} rounds/s (cores not pinned)`;
  return `${cores}, fresh memory ${speed.freshPageMicros} µs a page`;
}

/** What makes the host's figures unlike an even, warm host's, for the run's log. */
export function hostWarnings(speed: HostSpeed, when: string): string[] {
  const warnings: string[] = [];
  if (speed.pinned && coreRatio(speed) < EVEN_CORES_MIN_RATIO) {
    warnings.push(
      `the host's cores were uneven ${when}, the slowest at ${coreRatio(speed).toFixed(2)} of ` +
        `the fastest: timed rows from this run measure the host as much as the code`,
    );
  }
  if (speed.freshPageMicros > FRESH_PAGE_MAX_MICROS) {
    warnings.push(
      `fresh memory cost ${speed.freshPageMicros} µs a page ${when} (zeroing one takes ` +
        `about 0.2): timed rows from this run measure the host as much as the code`,
    );
  }
  return warnings;
}

/** Measures the host and logs what it found, with its warnings: `when` in the run. */
export async function logHostSpeed(
  log: (message: string) => void,
  when: string,
): Promise<HostSpeed> {
  const speed = await measureHostSpeed();
  log(`host ${when}: ${formatHostSpeed(speed)}`);
  for (const warning of hostWarnings(speed, when)) log(`warning: ${warning}`);
  return speed;
}
