import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, followPlayersFile } from '../app.ts';
import { testEnv } from '../test-env.ts';
import { createPlayersService, servePlayersNode } from './index.ts';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function setUp(fileText: string, hostStatus: () => number) {
  const path = join(mkdtempSync(join(tmpdir(), 'reelbeat-players-')), 'players.json');
  writeFileSync(path, fileText);
  const env = testEnv({ PLAYERS_FILE: path });
  const players = createPlayersService(env, {
    log: () => undefined,
    health: { fetchImpl: async () => new Response('', { status: hostStatus() }) },
  });
  const app = await createApp(env, { serveStatic: false, players });
  const live = followPlayersFile(env, players);
  const answer = servePlayersNode(players, () => live().headers);
  const server = createServer((req, res) => {
    if (!answer(req, res)) res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { path, players, app, origin };
}

describe("/api/players on Node's fast path", () => {
  it('answers what the app answers, and follows health and the file', async () => {
    let status = 200;
    const { path, players, app, origin } = await setUp(
      '{"void":"https://void.example"}',
      () => status,
    );
    await players.health.checkAll();
    const fast = await fetch(`${origin}/api/players`);
    const viaApp = await app.request('/api/players');
    expect(await fast.text()).toBe(await viaApp.text());
    for (const name of ['cache-control', 'content-type', 'content-security-policy']) {
      expect(fast.headers.get(name)).toBe(viaApp.headers.get(name));
    }

    // A server going down shows on the next answer.
    status = 503;
    await players.health.checkAll();
    const down = await (await fetch(`${origin}/api/players`)).json();
    expect(down.servers.find((s: { id: string }) => s.id === 'void').status).toBe('down');

    // A new file: new revision, and the CSP names the new host.
    writeFileSync(path, '{"eren":"https://eren.example"}');
    players.registry.reload();
    const after = await fetch(`${origin}/api/players`);
    expect((await after.json()).revision).toBe(players.revision());
    expect(after.headers.get('content-security-policy')).toMatch(
      /frame-src 'self' https:\/\/eren\.example(;|$)/,
    );
    players.close();
  });

  it('leaves every other request to the app', async () => {
    const { players, origin } = await setUp('{}', () => 200);
    expect((await fetch(`${origin}/api/players?x=1`)).status).toBe(404);
    expect((await fetch(`${origin}/api/players`, { method: 'POST' })).status).toBe(404);
    const head = await fetch(`${origin}/api/players`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    players.close();
  });
});
