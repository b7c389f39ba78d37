import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveBuild, type BuildServer } from './fixtures/build-server';
import { device, joinWith, turnOn } from './sync-helpers';

/*
 * A server of this spec's own (the build served with its sync store in a temp folder), stopped
 * and started again between two devices' syncs: what was synced before is still there.
 */
// Beside this run's servers (E2E_PORT, +1 faults, +2 the build specs, +3 music, +4/+5 together,
// +6 to +9 connections, +100 players): two specs on one port would reach each other's server.
const port = Number(process.env.E2E_PORT ?? 4173) + 10;
const outDir = process.env.E2E_OUT ?? '.e2e-dist';
let dataDir = '';
let server: BuildServer | null = null;

test.beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'reelbeat-sync-e2e-'));
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the server restarts and nothing synced is lost', async ({ browser }) => {
  test.setTimeout(120_000);
  server = await serveBuild(outDir, port, { DATA_DIR: dataDir });
  const a = await device(browser, [[550, 'Fight Club']], server.baseURL);
  const phrase = await turnOn(a.page);

  await server.stop();
  server = await serveBuild(outDir, port, { DATA_DIR: dataDir });

  const b = await device(browser, [], server.baseURL);
  await joinWith(b.page, phrase);
  await b.page.goto('/#/favorites');
  await expect(b.page.getByRole('link', { name: 'Fight Club' })).toBeVisible();
  await a.context.close();
  await b.context.close();
});
