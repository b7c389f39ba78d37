import { expect, test, type Page } from '@playwright/test';
import { continuousTones } from '../shared/test/test-tones';

/*
 * The music engine's own gap measurement, end to end: the first two Pop Hits songs' audio is
 * replaced (in this test only) by two generated WAV files of one sine that runs on across the
 * files' boundary, so any gap the hand-over makes is silence the engine's output tap sees.
 */
const player = (page: Page) => page.getByRole('region', { name: 'Music player' });

async function popHits(page: Page) {
  const response = await page.request.get(
    `/api/music/search/songs?query=${encodeURIComponent('Pop Hits')}&limit=8`,
  );
  return ((await response.json()) as { data: { results: { id: string; name: string }[] } }).data
    .results;
}

test('two songs play through with no gap reported by the engine', async ({ page }) => {
  const [first, second] = (await popHits(page)).slice(0, 2);
  // 44.1 kHz, Chromium's rate here, so the tone continues to the sample.
  const tones = continuousTones([2, 2], { sampleRate: 44_100, amplitude: 0.4 });
  for (const [index, song] of [first!, second!].entries()) {
    await page.route(`**/api/music/audio/${song.id}`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'audio/wav',
        body: Buffer.from(tones[index]!),
      }),
    );
  }

  await page.goto('/#/music');
  await page.getByRole('button', { name: `Play ${first!.name}` }).click();
  await expect(player(page)).toContainText(first!.name);
  await expect(player(page)).toContainText(second!.name, { timeout: 10_000 });

  const gaps = () =>
    page.evaluate(() =>
      (
        window as unknown as { reelbeatPlayback: { measuredGapsMs(): number[] } }
      ).reelbeatPlayback.measuredGapsMs(),
    );
  // The first hand-over's gap. Waiting for exactly one would race the next hand-over (the
  // second tone is 2 s long): on a busy machine a poll can come after both were measured.
  await expect.poll(async () => (await gaps()).length, { timeout: 5_000 }).toBeGreaterThan(0);
  expect((await gaps())[0]).toBeLessThanOrEqual(5);
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
});
