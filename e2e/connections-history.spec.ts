import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './fixtures/axe';
import {
  connectTrakt,
  openConnectionsTab,
  outboxSize,
  startConnectionsServers,
  type ConnectionsServers,
} from './fixtures/connections';

/**
 * Removing titles from Watch History while Trakt is connected asks "Remove on Trakt too?": "Only
 * here" sends nothing, "Remove on Trakt too" reaches Trakt's `sync/history/remove`, and a
 * remembered choice applies without asking (and shows in the Connections tab).
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let servers: ConnectionsServers;
test.beforeAll(async () => {
  servers = await startConnectionsServers(12);
});
test.afterAll(() => servers?.stop());

const removals = () =>
  servers.standIn.state.traktWrites.filter((w) => w.path === '/sync/history/remove');

/** Opens a movie's watch page (which records it in Watch History), then clears the history. */
async function watchThenClear(page: Page, movie: { id: number; title: string }) {
  await page.goto(`${servers.baseURL}/#/watch/movie/${movie.id}`);
  await expect(page.locator('iframe[title^="Player:"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByText(movie.title).first()).toBeVisible({
    timeout: 20_000,
  });
  await page.goto(`${servers.baseURL}/#/history`);
  await expect(page.getByRole('main').getByText(movie.title).first()).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Clear History' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear', exact: true }).click();
}

test('Watch History removals ask whether to remove them on Trakt too', async ({
  page,
  request,
}) => {
  const movies = (await (
    await request.get(`${servers.baseURL}/api/catalog/movie/popular`)
  ).json()) as { results: { id: number; title: string }[] };
  const [first, second, third] = movies.results;
  await openConnectionsTab(page, servers.baseURL);
  await connectTrakt(page);
  const setting = page.getByLabel('When a title is removed from Watch History');
  await expect(setting).toHaveValue('ask');

  await watchThenClear(page, first!);
  const question = page.getByRole('dialog', { name: 'Remove on Trakt too?' });
  await expect(question).toBeVisible({ timeout: 15_000 });
  await expect(question).toContainText(`${first!.title} was removed from Watch History.`);
  await expect(question.getByRole('button', { name: 'Only here' })).toBeFocused();
  expect(await blockingViolations(page), 'the question').toBe('');
  // Escape is "Only here".
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();

  await watchThenClear(page, second!);
  await expect(question).toBeVisible({ timeout: 15_000 });
  await question.getByRole('checkbox', { name: 'Remember my choice' }).check();
  await question.getByRole('button', { name: 'Remove on Trakt too' }).click();
  await expect(question).toBeHidden();
  await expect.poll(() => removals().length, { timeout: 20_000 }).toBe(1);
  expect(removals()[0]!.body).toEqual({ movies: [{ ids: { tmdb: second!.id } }] });

  // The removal's answer is in before the reload, or the reload would send it again.
  await expect.poll(() => outboxSize(page), { timeout: 20_000 }).toBe(0);

  // Remembered: the next removal goes to Trakt without a question, after a reload too.
  // The connections' upkeep starts once the first screen is in; its first pull says it has.
  const started = page.waitForRequest((req) => req.url().includes('/sync/playback'));
  await page.reload();
  await started;
  await watchThenClear(page, third!);
  await expect.poll(() => removals().length, { timeout: 20_000 }).toBe(2);
  expect(removals()[1]!.body).toEqual({ movies: [{ ids: { tmdb: third!.id } }] });
  await expect(question).toBeHidden();
  // The first title, answered "Only here", never reached Trakt.
  expect(JSON.stringify(removals())).not.toContain(`"tmdb":${first!.id}}`);

  // The choice can be changed back in the tab.
  await openConnectionsTab(page, servers.baseURL);
  await expect(setting).toHaveValue('trakt');
  await setting.selectOption('ask');
  await watchThenClear(page, first!);
  await expect(question).toBeVisible({ timeout: 15_000 });
  await question.getByRole('button', { name: 'Only here' }).click();
  await page.waitForTimeout(2_000);
  expect(removals()).toHaveLength(2);
});
