import { describe, expect, it } from 'vitest';
import {
  ceilingText,
  cpuShareText,
  parseMachineBusyTicks,
  parseProcStat,
  perRequestUs,
  scalingCeiling,
  treeTicks,
  usageBetween,
  withCpuUsage,
  type CpuUsage,
  type ProcStat,
} from './cpu-usage.ts';

// A cluster worker's /proc/<pid>/stat (Linux 6.x), its name edited to hold spaces and a ')'.
const workerStat =
  '4242 (node (tsx) x) S 4200 4200 4200 0 -1 4194560 12014 0 0 0 812 205 7 3 20 0 11 0 ' +
  '9551210 1255923712 25116 18446744073709551615 1 1 0 0 0 0 0 4096 134234626 0 0 0 17 1 0 0 0 0 0';

// /proc/stat's first lines: user nice system idle iowait irq softirq steal guest guest_nice.
const machineStat = `cpu  641769 25452 160748 881583 1508 0 13418 162 900 40
cpu0 313643 12737 79475 449289 282 0 6539 77 450 20
intr 123456 0 0
`;

const proc = (pid: number, ppid: number, ticks: number, reapedChildTicks = 0): ProcStat => ({
  pid,
  ppid,
  ticks,
  reapedChildTicks,
});

/** The hand measurement on the 2-core machine: 10 s of wrk against one process. */
const single: CpuUsage = { wallS: 10, serverCpuS: 10.17, otherCpuS: 6, requests: 643_720 };

describe('parseProcStat', () => {
  it('reads the parent and the CPU fields 14–17, counting from the last parenthesis', () => {
    expect(parseProcStat(workerStat)).toEqual({
      pid: 4242,
      ppid: 4200,
      ticks: 812 + 205,
      reapedChildTicks: 7 + 3,
    });
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => parseProcStat('')).toThrow(/not a \/proc\/<pid>\/stat line/);
    expect(() => parseProcStat('1 (init) S 0')).toThrow(/no field 14/);
  });
});

describe('parseMachineBusyTicks', () => {
  it('adds user, nice, system, irq and softirq of all CPUs; not idle, iowait, steal or guest', () => {
    expect(parseMachineBusyTicks(machineStat)).toBe(641_769 + 25_452 + 160_748 + 0 + 13_418);
  });

  it('reads an old kernel’s shorter line, and says when there is none', () => {
    expect(parseMachineBusyTicks('cpu 10 2 3 400\n')).toBe(15);
    expect(() => parseMachineBusyTicks('cpu0 1 2 3 4\n')).toThrow(/no "cpu " line/);
  });
});

describe('treeTicks', () => {
  const processes = [
    proc(1, 0, 5000),
    proc(4200, 1, 300, 40),
    proc(4242, 4200, 1017),
    proc(4243, 4200, 990),
    proc(4300, 4242, 10),
    proc(4400, 1, 777),
  ];

  it('adds the primary, its workers and their children, and children already reaped', () => {
    expect(treeTicks(4200, processes)).toBe(300 + 40 + 1017 + 990 + 10);
    expect(treeTicks(4243, processes)).toBe(990);
  });

  it('is null when the process is gone', () => {
    expect(treeTicks(9999, processes)).toBeNull();
  });
});

describe('usageBetween', () => {
  it('turns ticks into CPU-seconds, the rest being the machine’s busy time minus the server’s', () => {
    const usage = usageBetween(
      { atMs: 1000, serverTicks: 500, busyTicks: 10_000 },
      { atMs: 11_000, serverTicks: 1517, busyTicks: 11_617 },
      100,
      64_372,
    );
    expect(usage.wallS).toBe(10);
    expect(usage.serverCpuS).toBeCloseTo(10.17, 10);
    expect(usage.otherCpuS).toBeCloseTo(6, 10);
    expect(usage.requests).toBe(643_720);
  });

  it('never reports negative time for the rest, and no requests without a rate', () => {
    const usage = usageBetween(
      { atMs: 0, serverTicks: 0, busyTicks: 0 },
      { atMs: 1000, serverTicks: 101, busyTicks: 100 },
      100,
      null,
    );
    expect(usage.otherCpuS).toBe(0);
    expect(usage.requests).toBeNull();
  });
});

describe('perRequestUs', () => {
  it('is the CPU-µs per request of the server and of the rest', () => {
    const us = perRequestUs(single)!;
    expect(us.serverUs).toBeCloseTo(15.8, 1);
    expect(us.otherUs).toBeCloseTo(9.32, 2);
    expect(perRequestUs({ ...single, requests: null })).toBeNull();
  });
});

describe('scalingCeiling', () => {
  it('is cores ÷ the busy cores of the single-process run: 1.24× for the hand measurement', () => {
    expect(scalingCeiling(2, single)).toBeCloseTo(2 / 1.617, 10);
    expect(scalingCeiling(2, single)).toBeCloseTo(1.237, 3);
  });

  it('is cores × s / (s + w) when the single process kept exactly one core busy', () => {
    const oneCore = { ...single, serverCpuS: 10 };
    const { serverUs: s, otherUs: w } = perRequestUs(oneCore)!;
    expect(scalingCeiling(2, oneCore)).toBeCloseTo((2 * s) / (s + w), 10);
  });

  it('stays a bound when other work kept the single process off its core', () => {
    // 0.81 core of server and 0.95 of the rest: the machine was nearly full, little to gain.
    expect(
      scalingCeiling(2, { wallS: 1, serverCpuS: 0.81, otherCpuS: 0.95, requests: 1 }),
    ).toBeCloseTo(2 / 1.76, 10);
  });

  it('reaches the core count only when one core was all the single run kept busy', () => {
    expect(scalingCeiling(4, { ...single, serverCpuS: 10, otherCpuS: 0 })).toBe(4);
  });

  it('is null when the run was not measured or served nothing', () => {
    expect(scalingCeiling(2, null)).toBeNull();
    expect(scalingCeiling(2, undefined)).toBeNull();
    expect(scalingCeiling(2, { ...single, requests: null })).toBeNull();
    expect(scalingCeiling(2, { ...single, serverCpuS: 0, otherCpuS: 0 })).toBeNull();
  });
});

describe('cpuShareText and ceilingText', () => {
  it('shows each share as the cores it kept busy, optionally with its CPU per request', () => {
    expect(cpuShareText(single)).toBe('server 1.02 cores, generator+rest 0.60 core');
    expect(cpuShareText(single, true)).toBe(
      'server 1.02 cores (15.8 µs/req), generator+rest 0.60 core (9.3 µs/req)',
    );
    expect(cpuShareText({ ...single, serverCpuS: 10 })).toBe(
      'server 1.00 core, generator+rest 0.60 core',
    );
    expect(cpuShareText(null)).toBe('CPU n/a');
    expect(ceilingText(2, 1.2581)).toBe('ceiling on 2 cores 1.26×');
    expect(ceilingText(1, null)).toBe('ceiling on 1 core n/a');
  });
});

describe('withCpuUsage', () => {
  it('returns the work’s result and no figures when the server process is not there', async () => {
    const { result, usage } = await withCpuUsage(
      2 ** 22 + 12_345,
      async () => 7,
      () => 1,
    );
    expect(result).toBe(7);
    expect(usage).toBeNull();
  });

  it.runIf(process.platform === 'linux')(
    'measures the CPU of a process tree from /proc (here, this test’s own process)',
    async () => {
      const { usage } = await withCpuUsage(
        process.pid,
        async () => {
          // Spins until it has used 300 ms of CPU (however long that takes on a shared machine).
          const start = process.cpuUsage();
          const used = () => {
            const { user, system } = process.cpuUsage(start);
            return user + system;
          };
          while (used() < 300_000) {
            // Spin.
          }
        },
        () => 100,
      );
      expect(usage).not.toBeNull();
      // /proc counts whole clock ticks (10 ms at 100 Hz).
      expect(usage!.serverCpuS).toBeGreaterThanOrEqual(0.28);
      expect(usage!.wallS).toBeGreaterThanOrEqual(0.29);
      expect(usage!.otherCpuS).toBeGreaterThanOrEqual(0);
      expect(usage!.requests).toBe(Math.round(100 * usage!.wallS));
    },
  );
});
