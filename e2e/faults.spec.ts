import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { faultsControlFile } from './faults-control';

// Live mode against a failing catalogue stand-in (see scripts/faults-e2e-server.ts).
test.describe.configure({ mode: 'serial' });

async function scenario(page: Page, name: string, baseURL: string) {
  const upstream = readFileSync(faultsControlFile(Number(new URL(baseURL).port)), 'utf8').trim();
  const response = await page.request.post(`${upstream}/__scenario/${name}`);
  expect(response.status()).toBe(204);
}

const storage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));

// The app retries a failing call three times (1 s, 2 s, 4 s) before it shows an error.
const AFTER_RETRIES = { timeout: 20_000 };

test('Home shows Connection Error while the catalogue fails, and Retry recovers', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await scenario(page, 'error-500', baseURL!);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Connection Error' })).toBeVisible(
    AFTER_RETRIES,
  );
  await expect(
    page.getByText(
      'Cannot connect to the movie database API. Please check your internet connection.',
    ),
  ).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('reelbeat-e2e-kept', 'yes'));
  const before = await storage(page);

  await scenario(page, 'ok', baseURL!);
  // The server's circuit breaker lets a call through again after its cool-down (300 ms here).
  await page.waitForTimeout(400);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Movies' })).toBeVisible(
    AFTER_RETRIES,
  );
  const after = await storage(page);
  for (const [key, value] of Object.entries(before)) expect(after[key], key).toBe(value);
});

test('Detail shows its error state with the server message, then loads on Retry', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await scenario(page, 'ok', baseURL!);
  const popular = await page.request.get('/api/catalog/movie/top_rated?page=1');
  const { results } = (await popular.json()) as { results: { id: number; title: string }[] };
  const title = results[3]!;

  await scenario(page, 'html', baseURL!);
  await page.goto(`/#/movie/${title.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Failed to Load Details' })).toBeVisible(
    AFTER_RETRIES,
  );
  await expect(page.getByRole('alert')).toContainText(
    /The catalogue service sent an answer that is not valid JSON|The catalogue service is failing/,
  );

  await scenario(page, 'ok', baseURL!);
  await page.waitForTimeout(400);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title.title })).toBeVisible(
    AFTER_RETRIES,
  );
});

test('Detail of a title the catalogue does not have says so', async ({ page, baseURL }) => {
  await scenario(page, 'ok', baseURL!);
  await page.goto('/#/movie/987654321');
  await expect(page.getByRole('heading', { level: 1, name: 'Failed to Load Details' })).toBeVisible(
    AFTER_RETRIES,
  );
  await expect(page.getByRole('alert')).toContainText('987654321');
});
