import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { testEnv } from '../test-env.ts';
import { createApp } from '../app.ts';
import { parsePlayersFile } from './players-file.ts';
import { createPlayersRegistry } from './registry.ts';
import { createPlayersService } from './index.ts';

const tempFile = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'reelbeat-players-')), 'players.json');
  writeFileSync(path, text);
  return path;
};

describe('PLAYERS_FILE', () => {
  it('takes http(s) origins and demo fault modes', () => {
    expect(
      parsePlayersFile(
        JSON.stringify({
          void: 'https://void.example/x',
          embedapi: 'demo:never-loads',
          eren: 'demo:no-events',
          sukuna: 'demo:ends-after=5',
          banki: 'demo',
        }),
      ),
    ).toEqual({
      void: { origin: 'https://void.example', fault: null },
      embedapi: { origin: null, fault: { kind: 'never-loads' } },
      eren: { origin: null, fault: { kind: 'no-events' } },
      sukuna: { origin: null, fault: { kind: 'ends-after', seconds: 5 } },
      banki: { origin: null, fault: null },
    });
    expect(() => parsePlayersFile('{"void":"file:///etc/passwd"}')).toThrow(/http or https/);
    expect(() => parsePlayersFile('{"void":"demo:explodes"}')).toThrow(/origin URLs/);
  });

  it('applies a valid new file and keeps the last good list on an invalid one', () => {
    const path = tempFile('{"void":"https://a.example"}');
    const log = vi.fn();
    const registry = createPlayersRegistry({ path, log });
    const seen = vi.fn();
    registry.subscribe(seen);
    writeFileSync(path, '{"void":"https://b.example"}');
    registry.reload();
    expect(registry.current()).toMatchObject({
      revision: 2,
      table: { void: { origin: 'https://b.example' } },
    });
    expect(seen).toHaveBeenCalledTimes(1);

    writeFileSync(path, '{"void": nope');
    log.mockClear();
    registry.reload();
    expect(registry.current().revision).toBe(2);
    expect(registry.current().table.void?.origin).toBe('https://b.example');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(
      /PLAYERS_FILE .* could not be read as JSON.*keeping the last good/,
    );
  });

  it('notices the file changing on disk without a restart', async () => {
    const path = tempFile('{"void":"https://a.example"}');
    const registry = createPlayersRegistry({
      path,
      pollMs: 20,
      debounceMs: 10,
      log: () => undefined,
    });
    registry.watch();
    try {
      // The watcher compares each look at the file with its first one, which it takes on its
      // own time: a change written before that look would go unseen. Each try writes again
      // (a later modification time), so the test waits for the watcher, not for a clock.
      await vi.waitFor(
        () => {
          writeFileSync(path, '{"eren":"https://e.example"}');
          expect(registry.current().table.eren).toBeDefined();
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      registry.close();
    }
  });
});

describe('GET /api/players and the CSP', () => {
  it('answers each server with its status from memory, and follows a new file', async () => {
    const path = tempFile('{"void":"https://void.example"}');
    const env = testEnv({ PLAYERS_FILE: path });
    const players = createPlayersService(env, { log: () => undefined });
    const app = await createApp(env, { serveStatic: false, players });
    const res = await app.request('/api/players');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body.servers).toHaveLength(6);
    expect(body.servers[0]).toEqual({
      id: 'embedapi',
      name: 'EmbedAPI',
      label: 'HD',
      status: 'up',
      latencyMs: 0,
      checkedAt: null,
    });
    // A real host nobody checked yet (checks are off in tests) is unknown, not up.
    expect(body.servers.find((s: { id: string }) => s.id === 'void').status).toBe('unknown');
    expect(res.headers.get('content-security-policy')).toContain(
      "frame-src 'self' https://void.example",
    );

    writeFileSync(path, '{"eren":"https://eren.example"}');
    players.registry.reload();
    const after = await app.request('/config.json');
    expect(after.headers.get('content-security-policy')).toMatch(
      /frame-src 'self' https:\/\/eren\.example(;|$)/,
    );
    const config = await after.json();
    expect(config.players.find((p: { id: string }) => p.id === 'eren').origin).toBe(
      'https://eren.example',
    );
    expect(config.players.find((p: { id: string }) => p.id === 'void').origin).toBeNull();
    players.close();
  });

  it('serves the demo fault modes PLAYERS_FILE selects', async () => {
    const path = tempFile(
      '{"embedapi":"demo:never-loads","void":"demo:no-events","eren":"demo:ends-after=5"}',
    );
    const app = await createApp(testEnv({ PLAYERS_FILE: path }), { serveStatic: false });
    const silent = await (await app.request('/embed/demo/void/movie/550')).text();
    expect(silent).toContain('data-events="0"');
    const short = await app.request('/embed/demo/eren/movie/550');
    expect(short.headers.get('cache-control')).toBe('no-store');
    const shortPage = await short.text();
    expect(shortPage).toContain('data-duration="5"');
    expect(shortPage).toContain('data-autoplay="1"');
    const stuck = await app.request('/embed/demo/embedapi/embed?id=550&type=movie');
    const reader = stuck.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('<!doctype html>');
    const next = await Promise.race([
      reader.read().then(() => 'finished'),
      new Promise((r) => setTimeout(() => r('still loading'), 300)),
    ]);
    expect(next).toBe('still loading');
    await reader.cancel();
  });
});
