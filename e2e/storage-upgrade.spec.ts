import { expect, test } from '@playwright/test';
import { databaseVersion, oldSong, openV2Database, writeOldKeys } from './fixtures/old-storage';
import { storedItem } from './fixtures/stored';

/*
 * A schema upgrade while another tab holds the database, in real Chromium: neither tab hangs,
 * the one left behind is asked to reload; and start-up migrations never run in two tabs at once.
 */
test.describe.configure({ timeout: 90_000 });

test('a newer version opened in another tab: this tab lets go and asks to reload, the other is not kept waiting', async ({
  context,
}) => {
  const app = await context.newPage();
  await app.goto('/#/music/library');
  await expect(app.getByRole('heading', { name: 'Your Library' })).toBeVisible();
  await expect.poll(() => databaseVersion(app)).toBe(3);

  const newer = await context.newPage();
  await newer.goto('/config.json');
  const opened = await newer.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const request = indexedDB.open('reelbeat', 4);
        request.onblocked = () => resolve('blocked');
        request.onsuccess = () => {
          request.result.close();
          resolve('opened');
        };
        request.onerror = () => resolve('error');
        setTimeout(() => resolve('hanging'), 10_000);
      }),
  );
  expect(opened).toBe('opened');
  const notice = app.getByRole('alert').filter({ hasText: 'Reelbeat was updated in another tab' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('an old tab holding version 2: this tab says it waits, then upgrades once the old tab lets go', async ({
  context,
}) => {
  const old = await context.newPage();
  await old.goto('/config.json');
  await openV2Database(
    old,
    [{ id: 'p1', name: 'Old Tab Mix', songs: [oldSong('s1', 'Kept Tune')] }],
    true,
  );

  const app = await context.newPage();
  await app.goto('/#/music/playlists');
  await expect(app.getByRole('alert').filter({ hasText: 'Waiting for another tab' })).toBeVisible();

  await old.evaluate(() => (window as unknown as { oldDb: IDBDatabase }).oldDb.close());
  await expect(app.getByRole('link', { name: /Old Tab Mix/ })).toBeVisible({ timeout: 15_000 });
  await expect(app.getByRole('alert').filter({ hasText: 'Waiting for another tab' })).toHaveCount(
    0,
  );
  expect(await databaseVersion(app)).toBe(3);
});

test('two tabs starting on old data at once: the start-up migrations run in one tab at a time, and nothing is lost', async ({
  context,
}) => {
  // Every lock task of either tab is logged here, in the test, with its start and end. Each
  // entry is acknowledged before the task goes on (or lets the lock go), so the log's order is
  // the order the tabs held the lock. (A log in local storage, shared by the tabs, loses
  // entries: each tab's renderer reads its own copy, and another tab's write reaches it later.)
  const log: [string, string, 'start' | 'end'][] = [];
  await context.exposeBinding(
    'e2eLockLog',
    (_source, tab: string, name: string, at: 'start' | 'end') => {
      log.push([tab, name, at]);
    },
  );
  await context.addInitScript(() => {
    const locks = navigator.locks;
    const original = locks.request.bind(locks) as (...args: unknown[]) => Promise<unknown>;
    const tab = Math.random().toString(36).slice(2, 8);
    const report = (...entry: string[]) =>
      (window as unknown as { e2eLockLog(...entry: string[]): Promise<void> }).e2eLockLog(...entry);
    (locks as unknown as { request: unknown }).request = (name: string, ...rest: unknown[]) => {
      const task = rest.pop() as (lock: unknown) => unknown;
      return original(name, ...rest, async (lock: unknown) => {
        await report(tab, name, 'start');
        try {
          return await task(lock);
        } finally {
          await report(tab, name, 'end');
        }
      });
    };
  });
  const seedPage = await context.newPage();
  await seedPage.goto('/config.json');
  await writeOldKeys(seedPage, {
    reelbeat_library: {
      v: 1,
      data: [{ ...storedItem(1001, 'Moved Film'), addedAt: '2024-01-01T00:00:00.000Z' }],
    },
    reelbeat_music_favorites: { v: 1, data: [oldSong('f1', 'Moved Tune')] },
  });
  await seedPage.close();

  const [first, second] = [await context.newPage(), await context.newPage()];
  await Promise.all([first.goto('/#/library'), second.goto('/#/music/favorites')]);
  await expect(first.getByRole('link', { name: 'Moved Film' })).toBeVisible();
  await expect(second.getByText('Moved Tune')).toBeVisible();
  await expect
    .poll(() =>
      first.evaluate(() => [
        localStorage.getItem('reelbeat_library'),
        localStorage.getItem('reelbeat_music_favorites'),
      ]),
    )
    .toEqual([null, null]);

  const migrations = log.filter(([, name]) => name === 'reelbeat-migrate');
  expect(migrations.length).toBeGreaterThanOrEqual(2);
  // Never two holders at once: starts and ends alternate, each end from the tab that started.
  let holder: string | null = null;
  for (const [tab, , at] of migrations) {
    if (at === 'start') {
      expect(holder).toBeNull();
      holder = tab;
    } else {
      expect(holder).toBe(tab);
      holder = null;
    }
  }
});
