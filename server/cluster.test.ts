import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';

/** The real server on two workers, as `npm run serve` starts it on a two-core machine. */
function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      TMDB_API_KEY: '',
      TMDB_READ_TOKEN: '',
      MUSIC_API_URL: '',
      HOST: '127.0.0.1',
      STATIC_DIR: 'nonexistent-dist',
      WEB_CONCURRENCY: '2',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const occupy = () =>
  new Promise<{ server: Server; port: number }>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });

async function waitFor(check: () => boolean, timeoutMs = 30_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

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
    const { server, port } = await occupy();
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
    const { server, port } = await occupy();
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
