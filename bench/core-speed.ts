import { execFile } from 'node:child_process';
import { cpus } from 'node:os';
import { median, repeat } from './stats.ts';

/**
 * How fast each core of the host ran one fixed piece of work, in rounds a second: the same loop
 * as Lighthouse's `benchmarkIndex` (strings of 10 000 characters built one at a time), run in a
 * process pinned to one core with `taskset`, a few times per core.
 *
 * A virtual machine's cores are not always equal: on 2026-11-30 this 2-core host ran the loop
 * at ~17 000 rounds a second on one core and ~7 000 on the other, and which core was slow
 * changed from minute to minute. Lighthouse's index, taken unpinned inside the page, then
 * jumped between 1 600 and 2 700 from one load to the next, and every timed row read 2–5× its
 * usual figure. A run whose cores differ that much says more about the host than the code.
 */
export interface CoreSpeeds {
  /** Rounds a second per core, in core order; one figure when the cores could not be pinned. */
  perCore: number[];
  /** Whether each figure was taken on its own core (`taskset` found). */
  pinned: boolean;
}

/** Below this ratio of the slowest core to the fastest, a run's timed rows are the host's. */
export const EVEN_CORES_MIN_RATIO = 0.67;

/** One sample: the loop for `ms` milliseconds, printing its rounds a second. */
export const roundsScript = (ms: number) =>
  `const start = Date.now(); let rounds = 0;
  while (Date.now() - start < ${ms}) {
    let s = ''; for (let i = 0; i < 1e4; i++) s += 'a';
    if (s.length === 1) throw new Error(); rounds++;
  }
  process.stdout.write(String(Math.round(rounds / ((Date.now() - start) / 1000))));`;

type Run = (command: string, args: string[]) => Promise<string>;

const run: Run = (command, args) =>
  new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 30_000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Each core's speed (median of `samples` runs of `sampleMs`), one core at a time so that they do
 * not compete. Without `taskset` (not Linux), one unpinned figure.
 */
export async function measureCoreSpeeds({
  samples = 3,
  sampleMs = 300,
  cores = cpus().length,
  exec = run,
}: { samples?: number; sampleMs?: number; cores?: number; exec?: Run } = {}): Promise<CoreSpeeds> {
  const script = roundsScript(sampleMs);
  const sample = async (core: number | null) => {
    const args = ['-e', script];
    const out =
      core === null
        ? await exec(process.execPath, args)
        : await exec('taskset', ['-c', String(core), process.execPath, ...args]);
    const rounds = Number(out.trim());
    if (!Number.isFinite(rounds)) throw new Error(`core speed: unreadable sample "${out}"`);
    return rounds;
  };
  const speedOf = async (core: number | null) =>
    Math.round(median(await repeat(samples, () => sample(core)))!);
  const perCore: number[] = [];
  try {
    for (let core = 0; core < cores; core += 1) perCore.push(await speedOf(core));
  } catch (error) {
    if (!isMissing(error)) throw error;
    return { perCore: [await speedOf(null)], pinned: false };
  }
  return { perCore, pinned: true };
}

/** The slowest core's speed over the fastest's (1 when they are equal or there is one). */
export function coreRatio({ perCore }: CoreSpeeds): number {
  const fastest = Math.max(...perCore);
  return fastest > 0 ? Math.min(...perCore) / fastest : 1;
}

const thousands = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

/** "cores 17 100 · 7 000 rounds/s (slowest 0.41 of fastest)", or the one unpinned figure. */
export function formatCoreSpeeds(speeds: CoreSpeeds): string {
  const figures = speeds.perCore.map(thousands).join(' · ');
  if (!speeds.pinned) return `${figures} rounds/s (cores not pinned)`;
  return `cores ${figures} rounds/s (slowest ${coreRatio(speeds).toFixed(2)} of fastest)`;
}

/** A warning when the cores were uneven, for the run's log; null when they were even. */
export function unevenCoresWarning(speeds: CoreSpeeds, when: string): string | null {
  if (!speeds.pinned || coreRatio(speeds) >= EVEN_CORES_MIN_RATIO) return null;
  return (
    `the host's cores were uneven ${when}, the slowest at ` +
    `${coreRatio(speeds).toFixed(2)} of the fastest: ` +
    `timed rows from this run measure the host as much as the code`
  );
}

/** Measures the cores and logs what it found (with the warning when uneven): `when` the run. */
export async function logCoreSpeeds(
  log: (message: string) => void,
  when: string,
): Promise<CoreSpeeds> {
  const speeds = await measureCoreSpeeds();
  log(`host ${when}: ${formatCoreSpeeds(speeds)}`);
  const warning = unevenCoresWarning(speeds, when);
  if (warning) log(`warning: ${warning}`);
  return speeds;
}
