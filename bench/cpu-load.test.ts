import { describe, expect, it } from 'vitest';
import { startCpuLoad } from './cpu-load.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** CPU time (user + system, ms) of a Linux process, from /proc. */
async function cpuTimeMs(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

describe('startCpuLoad', () => {
  it('keeps a core busy until stopped', async () => {
    const load = startCpuLoad(60_000);
    const pid = load.pid!;
    // It burns CPU time, not just wall time (polled: the machine may be shared).
    const deadline = Date.now() + 10_000;
    let used = 0;
    while (used < 300 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      used = process.platform === 'linux' ? await cpuTimeMs(pid) : 300;
    }
    expect(alive(pid)).toBe(true);
    expect(used).toBeGreaterThanOrEqual(300);
    await load.stop();
    expect(alive(pid)).toBe(false);
  });

  it('ends by itself after its time bound', async () => {
    const load = startCpuLoad(200);
    const pid = load.pid!;
    const deadline = Date.now() + 5000;
    while (alive(pid) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(alive(pid)).toBe(false);
    await load.stop();
  });
});
