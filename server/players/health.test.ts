import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHealthChecker } from './health.ts';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A local stand-in host on a free loopback port. */
async function standIn(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('player host health', () => {
  it('marks a host that answers as up with its latency, a 5xx as down', async () => {
    const ok = await standIn((_req, res) => res.writeHead(404).end('nothing at the root'));
    const broken = await standIn((_req, res) => res.writeHead(503).end());
    const checker = createHealthChecker();
    checker.setOrigins([ok, broken]);
    expect(checker.get(ok).status).toBe('unknown');
    await checker.checkAll();
    expect(checker.get(ok)).toMatchObject({ status: 'up' });
    expect(checker.get(ok).latencyMs).toBeGreaterThanOrEqual(0);
    expect(checker.get(broken).status).toBe('down');
  });

  it('gives up after its timeout and on a closed port', async () => {
    const silent = await standIn(() => undefined);
    const closed = await standIn(() => undefined);
    servers.pop()?.close();
    const checker = createHealthChecker({ timeoutMs: 200 });
    checker.setOrigins([silent, closed]);
    await checker.checkAll();
    expect(checker.get(silent).status).toBe('down');
    expect(checker.get(closed).status).toBe('down');
  });

  it('never follows a redirect to another host', async () => {
    let otherHits = 0;
    const other = await standIn((_req, res) => {
      otherHits += 1;
      res.end('other');
    });
    const redirecting = await standIn((_req, res) =>
      res.writeHead(302, { Location: `${other}/elsewhere` }).end(),
    );
    const checker = createHealthChecker();
    checker.setOrigins([redirecting]);
    await checker.checkAll();
    expect(checker.get(redirecting).status).toBe('up');
    expect(otherHits).toBe(0);
  });

  it('reads only the start of an endless body', async () => {
    const endless = await standIn((_req, res) => {
      res.writeHead(200);
      const chunk = 'x'.repeat(8192);
      const timer = setInterval(() => res.write(chunk), 1);
      res.on('close', () => clearInterval(timer));
    });
    const checker = createHealthChecker({ maxBodyBytes: 32 * 1024, timeoutMs: 5000 });
    checker.setOrigins([endless]);
    await checker.checkAll();
    expect(checker.get(endless).status).toBe('up');
  });

  it('coalesces checks: one request in flight per origin', async () => {
    let hits = 0;
    const slow = await standIn((_req, res) => {
      hits += 1;
      setTimeout(() => res.end('ok'), 100);
    });
    const checker = createHealthChecker();
    checker.setOrigins([slow, slow]);
    await Promise.all([checker.checkAll(), checker.checkAll(), checker.checkAll()]);
    expect(hits).toBe(1);
    expect(checker.inFlightCount()).toBe(0);
  });

  it('accepts only http(s) origins', async () => {
    const checker = createHealthChecker();
    checker.setOrigins(['ftp://files.example']);
    await checker.checkAll();
    expect(checker.get('ftp://files.example').status).toBe('down');
  });
});
