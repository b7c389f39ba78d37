import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

/**
 * How the machine's CPU was shared during a load measurement: the server's process tree (the
 * primary and its cluster workers) against everything else, which under load is mostly the
 * load generator. On a machine with few cores the generator runs on the cores the server is
 * measured on, so every row that compares throughput shows how much of the machine each took.
 * Linux only (/proc); elsewhere the figures are null.
 */
export interface CpuUsage {
  /** Wall time of the measured window. */
  wallS: number;
  /** CPU time of the server's process tree (user + system). */
  serverCpuS: number;
  /** The machine's busy CPU time minus the server's: the load generator and everything else. */
  otherCpuS: number;
  /** Requests answered in the window (estimated from the rate × wall time); null if none. */
  requests: number | null;
}

/** One reading of /proc/<pid>/stat. Times are clock ticks. */
export interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime (fields 14 and 15): the process's own CPU time, all its threads. */
  ticks: number;
  /** cutime + cstime (fields 16 and 17): children that exited and were waited for. */
  reapedChildTicks: number;
}

/**
 * Reads a /proc/<pid>/stat line. The command name (field 2) is in parentheses and may hold
 * spaces or parentheses itself, so the fields are counted from the last ')'.
 */
export function parseProcStat(text: string): ProcStat {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`not a /proc/<pid>/stat line: ${text.trim()}`);
  // Field 3 (state) onwards: index i here is field i + 3.
  const fields = text
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const field = (n: number) => {
    const value = Number(fields[n - 3]);
    if (!Number.isFinite(value)) throw new Error(`/proc/<pid>/stat has no field ${n}`);
    return value;
  };
  return {
    pid: Number(text.slice(0, open).trim()),
    ppid: field(4),
    ticks: field(14) + field(15),
    reapedChildTicks: field(16) + field(17),
  };
}

/**
 * Busy clock ticks of all CPUs from /proc/stat's `cpu ` line: user, nice, system, irq and
 * softirq. Not idle or iowait (waiting, not working), not steal (the hypervisor ran another
 * machine), and not guest or guest_nice, which the kernel already counts in user and nice.
 */
export function parseMachineBusyTicks(procStat: string): number {
  const line = /^cpu[ \t]+([\d \t]+)$/m.exec(procStat);
  if (!line) throw new Error('/proc/stat has no "cpu " line');
  const [user, nice, system, , , irq = 0, softirq = 0] = line[1]!.trim().split(/\s+/).map(Number);
  if (user === undefined || nice === undefined || system === undefined) {
    throw new Error(`/proc/stat's "cpu " line is short: ${line[0]}`);
  }
  return user + nice + system + irq + softirq;
}

/**
 * CPU ticks of `root` and every process descending from it: each one's own time, plus the time
 * of its children that already exited (so a worker that ends in the window still counts). Null
 * when `root` is not among the processes.
 */
export function treeTicks(root: number, processes: readonly ProcStat[]): number | null {
  const children = new Map<number, ProcStat[]>();
  for (const p of processes) {
    const siblings = children.get(p.ppid);
    if (siblings) siblings.push(p);
    else children.set(p.ppid, [p]);
  }
  const top = processes.find((p) => p.pid === root);
  if (!top) return null;
  let ticks = 0;
  const seen = new Set<number>();
  const stack = [top];
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (seen.has(p.pid)) continue;
    seen.add(p.pid);
    ticks += p.ticks + p.reapedChildTicks;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return ticks;
}

/** A reading of the server tree's and the machine's CPU ticks at one moment. */
export interface CpuSnapshot {
  atMs: number;
  serverTicks: number;
  busyTicks: number;
}

/** The usage between two snapshots; `reqPerSec` (the measured rate) estimates the requests. */
export function usageBetween(
  before: CpuSnapshot,
  after: CpuSnapshot,
  ticksPerSecond: number,
  reqPerSec: number | null,
): CpuUsage {
  const serverCpuS = Math.max(0, after.serverTicks - before.serverTicks) / ticksPerSecond;
  const busyS = Math.max(0, after.busyTicks - before.busyTicks) / ticksPerSecond;
  const wallS = (after.atMs - before.atMs) / 1000;
  return {
    wallS,
    serverCpuS,
    // Both are counted in whole ticks, so the difference may dip just below zero.
    otherCpuS: Math.max(0, busyS - serverCpuS),
    requests: reqPerSec === null ? null : Math.round(reqPerSec * wallS),
  };
}

/** CPU-µs per request of the server and of the rest of the machine; null without requests. */
export function perRequestUs(usage: CpuUsage): { serverUs: number; otherUs: number } | null {
  if (!usage.requests) return null;
  return {
    serverUs: (usage.serverCpuS * 1e6) / usage.requests,
    otherUs: (usage.otherCpuS * 1e6) / usage.requests,
  };
}

/**
 * The best all-cores-vs-one ratio this machine allows while the generator shares it, from the
 * single-process run. Each request costs s CPU in the server and w in the generator (and the
 * rest), so all `cores` together answer at most cores / (s + w) requests per second; the single
 * process answered r, keeping r × (s + w) cores busy. The ratio is therefore at most cores ÷ the
 * busy cores of the single run: cores × s / (s + w) when the process had a full core to itself.
 * An estimate, not a strict bound: s and w are the single run's, and both fall a little per
 * request under the all-cores load (wrk batches more per wake-up), so a run can pass it by a few
 * hundredths (1.28× against 1.23× once). Other work on the machine lowers it. Null when
 * nothing was measured, or when the run served no requests (its load failed, so the CPU figures
 * are not of a loaded server).
 */
export function scalingCeiling(cores: number, single: CpuUsage | null | undefined): number | null {
  if (!single?.requests) return null;
  const busyCores = (single.serverCpuS + single.otherCpuS) / single.wallS;
  if (!(busyCores > 0) || cores <= 0) return null;
  return cores / busyCores;
}

/** `getconf CLK_TCK`: the unit of /proc's CPU times (100 on Linux nearly everywhere). */
export function ticksPerSecond(): number {
  try {
    const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(value) && value > 0 ? value : 100;
  } catch {
    return 100;
  }
}

async function readProcesses(): Promise<ProcStat[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const stats = await Promise.all(
    pids.map((pid) =>
      readFile(`/proc/${pid}/stat`, 'utf8').then(
        parseProcStat,
        // Exited since the directory was listed.
        () => null,
      ),
    ),
  );
  return stats.filter((s): s is ProcStat => s !== null);
}

/** Null when /proc cannot be read (not Linux) or the server is not running. */
async function snapshot(serverPid: number): Promise<CpuSnapshot | null> {
  try {
    const [machine, processes] = await Promise.all([
      readFile('/proc/stat', 'utf8'),
      readProcesses(),
    ]);
    const serverTicks = treeTicks(serverPid, processes);
    if (serverTicks === null) return null;
    return { atMs: performance.now(), serverTicks, busyTicks: parseMachineBusyTicks(machine) };
  } catch {
    return null;
  }
}

/**
 * Runs `work` (a load measurement against the server whose primary is `serverPid`) and reports
 * how the machine's CPU was shared meanwhile; `usage` is null where /proc is missing.
 */
export async function withCpuUsage<T>(
  serverPid: number | undefined,
  work: () => Promise<T>,
  reqPerSec: (result: T) => number | null,
): Promise<{ result: T; usage: CpuUsage | null }> {
  const before = serverPid === undefined ? null : await snapshot(serverPid);
  const result = await work();
  const after = before === null || serverPid === undefined ? null : await snapshot(serverPid);
  const usage =
    before && after ? usageBetween(before, after, ticksPerSecond(), reqPerSec(result)) : null;
  return { result, usage };
}

const plural = (n: number, word: string) => `${word}${n > 1 ? 's' : ''}`;

/** "1.02 cores" / "0.60 core": CPU time as the cores it kept busy over the wall time. */
export function coresText(cpuS: number, wallS: number): string {
  const shown = (wallS > 0 ? cpuS / wallS : 0).toFixed(2);
  return `${shown} ${plural(Number(shown), 'core')}`;
}

/**
 * "server 1.02 cores, generator+rest 0.60 core" (with `perRequest`, each followed by its CPU-µs
 * per request); "CPU n/a" when it was not measured (no /proc).
 */
export function cpuShareText(usage: CpuUsage | null, perRequest = false): string {
  if (!usage) return 'CPU n/a';
  const us = perRequest ? perRequestUs(usage) : null;
  const each = (value: number | undefined) =>
    value === undefined ? '' : ` (${value.toFixed(1)} µs/req)`;
  return (
    `server ${coresText(usage.serverCpuS, usage.wallS)}${each(us?.serverUs)}, ` +
    `generator+rest ${coresText(usage.otherCpuS, usage.wallS)}${each(us?.otherUs)}`
  );
}

/** "ceiling on 2 cores 1.26×" (see scalingCeiling). */
export const ceilingText = (cores: number, ceiling: number | null) =>
  `ceiling on ${cores} ${plural(cores, 'core')} ${ceiling === null ? 'n/a' : `${ceiling.toFixed(2)}×`}`;
