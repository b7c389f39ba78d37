import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';

const TSX = 'node_modules/.bin/tsx';

function run(env: Record<string, string>) {
  const child = spawn(TSX, ['server/main.ts'], {
    env: { ...process.env, TMDB_API_KEY: '', TMDB_READ_TOKEN: '', MUSIC_API_URL: '', ...env },
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

async function waitFor(check: () => boolean, timeoutMs = 20_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('server process', () => {
  it('exits non-zero with one clear line when the port is taken', async () => {
    const { server, port } = await occupy();
    try {
      const proc = run({ PORT: String(port), HOST: '127.0.0.1' });
      expect(await proc.exited).toBe(1);
      expect(proc.output()).toContain(`reelbeat: port ${port} on 127.0.0.1 is already in use`);
    } finally {
      server.close();
    }
  }, 30_000);

  it('starts, answers, and shuts down gracefully on SIGTERM', async () => {
    const { server, port } = await occupy();
    server.close();
    const proc = run({ PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: 'nonexistent-dist' });
    await waitFor(() => proc.output().includes('Reelbeat is serving'));
    const res = await fetch(`http://127.0.0.1:${port}/config.json`);
    expect(res.status).toBe(200);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain('SIGTERM received');
  }, 30_000);
});
