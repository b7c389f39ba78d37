import { expect, test, type Page } from '@playwright/test';

/** Whether focus is inside the open modal dialog named `name` (or nowhere on the page). */
async function focusInside(page: Page, name: string) {
  return page.evaluate((label) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'outside the page';
    const dialog = active.closest('dialog');
    const title = dialog?.getAttribute('aria-labelledby');
    const named = title ? document.getElementById(title)?.textContent : null;
    return named === label ? 'inside' : `on ${active.outerHTML.slice(0, 60)}`;
  }, name);
}

test('a dialog keeps focus inside, leaves the page inert, closes on Escape and gives focus back', async ({
  page,
}) => {
  await page.goto('/#/music/library');
  const opener = page.getByRole('button', { name: 'Create Playlist' }).first();
  const box = (await opener.boundingBox())!;
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Create Playlist' });
  await expect(dialog.getByLabel('Name')).toBeFocused();

  // Tab and Shift+Tab never land on the page behind (the browser chrome is fine).
  const stops = new Set<string>();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    const where = await focusInside(page, 'Create Playlist');
    expect(where === 'inside' || where === 'outside the page', where).toBe(true);
    stops.add(where);
  }
  expect(stops.has('inside')).toBe(true);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Shift+Tab');
    const where = await focusInside(page, 'Create Playlist');
    expect(where === 'inside' || where === 'outside the page', where).toBe(true);
  }

  // The page behind does not take clicks: a press on it lands on the dialog's dimmed layer.
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('dialog')?.tagName ?? 'page',
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe('DIALOG');
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Clear Queue asks first; Cancel keeps the queue and the confirmation sits above the queue', async ({
  page,
}) => {
  await page.goto('/#/music');
  const popHits = page.getByRole('list', { name: 'Pop Hits' }).getByRole('listitem');
  await expect(popHits).toHaveCount(8);
  const first = (await popHits.first().getByRole('heading').innerText()).trim();
  await page.getByRole('button', { name: `Play ${first}` }).click();
  const player = page.getByRole('region', { name: 'Music player' });
  await expect(player).toContainText(first);
  await player.getByRole('button', { name: /^Queue \(/ }).click();
  const queue = page.getByRole('dialog', { name: 'Queue' });
  const count = await queue.getByRole('listitem').count();
  expect(count).toBeGreaterThan(0);

  await queue.getByRole('button', { name: 'Clear Queue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear Queue' });
  await expect(confirm).toContainText('Are you sure you want to clear the queue?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(queue).toBeVisible();
  await expect(queue.getByRole('listitem')).toHaveCount(count);

  await queue.getByRole('button', { name: 'Clear Queue' }).click();
  await confirm.getByRole('button', { name: 'Clear' }).click();
  await expect(queue.getByText('Your queue is empty')).toBeVisible();
});
