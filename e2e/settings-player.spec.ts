import { expect, test, type Page } from '@playwright/test';

/**
 * Settings → Player tells the truth: its Default server is the server Watch opens with, on a
 * fresh profile and after choosing one. The tab's fields come in two titled groups (Video,
 * Music), the equaliser lines up with the other controls, and on a phone the row of tabs fades
 * where there are more.
 */

async function openPlayerTab(page: Page) {
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Player' }).click();
  return page.getByLabel('Default server');
}

async function watchOpensWith(page: Page, movie: number) {
  await page.goto(`/#/watch/movie/${movie}`);
  const servers = page.getByRole('group', { name: 'Servers' });
  const pressed = servers.getByRole('button', { pressed: true });
  await expect(pressed).toHaveCount(1, { timeout: 15_000 });
  return pressed;
}

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test(`Settings and Watch name the same server, fresh and after choosing, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const response = await request.get('/api/catalog/movie/popular');
    const [first, second] = ((await response.json()) as { results: { id: number }[] }).results;

    const field = await openPlayerTab(page);
    await expect(field).toHaveValue('automatic');
    await expect(field.locator('option:checked')).toHaveText('Automatic — EmbedAPI first');
    await expect(await watchOpensWith(page, first!.id)).toContainText('EmbedAPI');

    await (await openPlayerTab(page)).selectOption({ label: 'Sukuna (Multi lang)' });
    await expect(await watchOpensWith(page, second!.id)).toContainText('Sukuna');
    await expect((await openPlayerTab(page)).locator('option:checked')).toHaveText(
      'Sukuna (Multi lang)',
    );
  });

  test(`the Player tab: Video and Music groups, the equaliser in line, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openPlayerTab(page);
    const video = page.getByRole('region', { name: 'Video' });
    const music = page.getByRole('region', { name: 'Music' });
    await expect(video.getByRole('heading', { name: 'Video' })).toBeVisible();
    await expect(video.getByLabel('Default server')).toBeVisible();
    await expect(music.getByRole('slider', { name: /Volume/ })).toBeAttached();
    const right = async (selector: ReturnType<Page['locator']>) => {
      const box = (await selector.boundingBox())!;
      return box.x + box.width;
    };
    const equaliser = music.getByRole('region', { name: 'Equaliser' });
    await equaliser.scrollIntoViewIfNeeded();
    const bands = equaliser.getByRole('group', { name: 'Bands' });
    const levelling = music.getByRole('switch', { name: 'Loudness levelling' });
    expect(Math.abs((await right(bands)) - (await right(levelling)))).toBeLessThanOrEqual(2);
  });
}

test('on a phone the settings tabs fade where there are more', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/settings');
  const tabs = page.getByRole('tablist', { name: /settings/i });
  await expect(tabs).toHaveAttribute('data-more', 'end');
  await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(tabs).toHaveAttribute('data-more', 'start');
  await page.getByRole('tab', { name: 'Experimental' }).click();
  await tabs.evaluate((el) => el.scrollTo({ left: 120 }));
  await expect(tabs).toHaveAttribute('data-more', 'both');
});
