import { expect, test } from '@playwright/test';
import { resolve } from 'node:path';
import { startRedis, type TestRedis } from '../server/test/redis';
import { serveBuild, type BuildServer } from './fixtures/build-server';
import { gapMs, hostMusicRoom, joinAsGuest, longestSong, untilInSync } from './together-helpers';

// Two server instances sharing rooms through Redis, each with its own browser context.
test.describe.configure({ timeout: 120_000 });

/** Beside this run's servers (E2E_PORT, +1 faults, +2 build specs, +3 music stream). */
const base = Number(process.env.E2E_PORT ?? 4173);
let redis: TestRedis;
let instances: BuildServer[] = [];

test.beforeAll(async () => {
  redis = await startRedis();
  const build = resolve(process.env.E2E_OUT ?? '.e2e-dist');
  instances = await Promise.all(
    [base + 4, base + 5].map((port) => serveBuild(build, port, { REDIS_URL: redis.url })),
  );
});

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.kill();
});

test('a host on one instance and a guest on another share one room, in sync', async ({
  page: host,
  browser,
}) => {
  const [a, b] = instances as [BuildServer, BuildServer];
  const song = await longestSong(host, a.baseURL);
  const invite = await hostMusicRoom(host, song, a.baseURL);
  expect(invite.startsWith(a.baseURL)).toBe(true);

  // The same link, opened on the other instance (as a load balancer might send it).
  const { page: guest, context } = await joinAsGuest(browser, invite.replace(a.baseURL, b.baseURL));
  await expect(guest.getByRole('listitem').filter({ hasText: 'Ana' })).toContainText('Host');
  await untilInSync(host, guest);
  // Across the instances the guest stays on the host's timeline: the drift correction holds it
  // (most readings within the untilInSync 30 ms), and a reading a busy moment moved is corrected
  // (in sync again at the end). How near it stays (50 ms over 30 s) is the product's promise,
  // measured by together-music.spec.ts on one instance; a single reading here also measures
  // how busy the machine was.
  const gaps: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const gap = await gapMs(host, guest);
    expect(gap).not.toBeNull();
    gaps.push(Math.abs(gap!));
    await host.waitForTimeout(400);
  }
  const sorted = [...gaps].sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(30);
  await untilInSync(host, guest);

  // Chat crosses the instances too.
  await guest.getByRole('textbox', { name: 'Message' }).fill('hello from the other instance');
  await guest.getByRole('button', { name: 'Send' }).click();
  await expect(host.getByRole('log')).toContainText('hello from the other instance');
  await context.close();
});
