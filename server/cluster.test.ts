import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { occupiedPort, spawnServer, waitUntil } from '../shared/test/server-process.ts';

/** The real server on two workers, as `npm run serve` starts it on a two-core machine. */
const run = (env: Record<string, string>) =>
  spawnServer({ HOST: '127.0.0.1', STATIC_DIR: 'nonexistent-dist', WEB_CONCURRENCY: '2', ...env });
const waitFor = (check: () => boolean) => waitUntil(check, 30_000);

/** Process ids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('server on every core (cluster)', () => {
  it('reports a taken port once, not once per worker, and exits 1', async () => {
    const { server, port } = await occupiedPort();
    try {
      const proc = run({ PORT: String(port) });
      expect(await proc.exited).toBe(1);
      expect(count(proc.output(), `port ${port} on 127.0.0.1 is already in use`)).toBe(1);
    } finally {
      server.close();
    }
  }, 40_000);

  it('reports a bad PLAYERS_FILE once and exits 1', async () => {
    const proc = run({ PORT: '0', PLAYERS_FILE: 'no/such/players.json' });
    expect(await proc.exited).toBe(1);
    expect(count(proc.output(), 'PLAYERS_FILE no/such/players.json could not be read')).toBe(1);
  }, 40_000);

  it('serves on one port, replaces a dead worker, and stops every worker on SIGTERM', async () => {
    const { server, port } = await occupiedPort();
    server.close();
    const proc = run({ PORT: String(port) });
    await waitFor(() => proc.output().includes('with 2 workers'));
    const workers = childrenOf(proc.child.pid!);
    expect(workers).toHaveLength(2);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    process.kill(workers[0]!, 'SIGKILL');
    await waitFor(() => proc.output().includes(`worker ${workers[0]} exited (SIGKILL)`));
    await waitFor(() => childrenOf(proc.child.pid!).length === 2);
    const replaced = childrenOf(proc.child.pid!);
    expect(replaced).not.toContain(workers[0]);
    // The replacement takes requests on the same port.
    for (let i = 0; i < 6; i += 1) {
      expect((await fetch(`http://127.0.0.1:${port}/config.json`)).status).toBe(200);
    }

    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(count(proc.output(), 'SIGTERM received')).toBe(1);
    expect(childrenOf(proc.child.pid!)).toEqual([]);
  }, 60_000);
});
