import { blockingViolations } from './fixtures/axe';
import { expect, test, type Page } from '@playwright/test';

/**
 * The music extras a listener reaches from Now Playing and Settings → Player: synced lyrics,
 * the equaliser, the sleep timer. Offline library songs carry generated LRC (a line every 4 s
 * from 0:04), so the lyrics follow the generated audio.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const player = (page: Page) => page.getByRole('region', { name: 'Music player' });

async function playFirstPopHit(page: Page) {
  await page.goto('/#/music');
  const list = page.getByRole('list', { name: 'Pop Hits' }).getByRole('listitem');
  // The music home's first load (its code and eight mood lists) is slow on a busy machine.
  await expect(list).toHaveCount(8, { timeout: 20_000 });
  const name = (await list.first().getByRole('heading').innerText()).trim();
  await page.getByRole('button', { name: `Play ${name}` }).click();
  await expect(player(page)).toContainText(name);
  return name;
}

async function openNowPlaying(page: Page) {
  await player(page).getByRole('button', { name: 'Expand' }).click();
  return page.getByRole('dialog', { name: 'Now Playing' });
}

test('lyrics follow playback, and a click on a line seeks there', async ({ page }) => {
  await playFirstPopHit(page);
  const nowPlaying = await openNowPlaying(page);
  const toggle = nowPlaying.getByRole('button', { name: 'Lyrics', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  const lines = nowPlaying.getByRole('list', { name: 'Lyrics' }).getByRole('button');
  await expect(lines.first()).toBeVisible();
  const count = await lines.count();
  expect(count).toBeGreaterThanOrEqual(4);
  const currentIndex = () =>
    lines.evaluateAll((all) => all.findIndex((line) => line.getAttribute('aria-current')));

  // The first line starts at 0:04, the second at 0:08: the highlight moves on by itself.
  await expect.poll(currentIndex, { timeout: 10_000 }).toBe(0);
  await expect.poll(currentIndex, { timeout: 10_000 }).toBe(1);

  // The last line starts at count × 4 s: a click goes there and highlights it.
  await lines.nth(count - 1).click();
  const seek = nowPlaying.getByRole('slider', { name: 'Seek' });
  await expect
    .poll(async () => Number(await seek.getAttribute('aria-valuenow')))
    .toBeGreaterThanOrEqual(count * 4);
  await expect.poll(currentIndex).toBe(count - 1);
  await expect(lines.nth(count - 1)).toBeInViewport();

  // Off again: the artwork is back.
  await toggle.click();
  await expect(nowPlaying.getByRole('list', { name: 'Lyrics' })).toBeHidden();
});

test('the equaliser setting survives a reload and is the same in Now Playing', async ({ page }) => {
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Player' }).click();
  await expect(page.getByRole('slider', { name: 'Crossfade' })).toHaveAttribute(
    'aria-valuetext',
    'Off',
  );
  const preset = page.getByRole('combobox', { name: 'Preset' });
  await preset.selectOption({ label: 'Bass Boost' });
  await expect(page.getByRole('slider', { name: '31 Hz' })).toHaveValue('6');

  // Moving a band by hand makes the setting Custom.
  await page.getByRole('slider', { name: '1 kHz' }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('slider', { name: '1 kHz' })).toHaveAttribute(
    'aria-valuetext',
    '+2 dB',
  );
  await expect(preset).toHaveValue('custom');

  await page.reload();
  await page.getByRole('tab', { name: 'Player' }).click();
  await expect(page.getByRole('combobox', { name: 'Preset' })).toHaveValue('custom');
  await expect(page.getByRole('slider', { name: '1 kHz' })).toHaveValue('2');
  await expect(page.getByRole('slider', { name: '31 Hz' })).toHaveValue('6');

  await playFirstPopHit(page);
  const nowPlaying = await openNowPlaying(page);
  await nowPlaying.getByRole('button', { name: 'Equaliser' }).click();
  const eq = page.getByRole('dialog', { name: 'Equaliser' });
  await expect(eq.getByRole('slider', { name: '1 kHz' })).toHaveValue('2');
  await eq.getByRole('button', { name: 'Reset' }).click();
  await expect(eq.getByRole('combobox', { name: 'Preset' })).toHaveValue('flat');
  await expect(eq.getByRole('slider', { name: '31 Hz' })).toHaveValue('0');
  await page.keyboard.press('Escape');
  await expect(eq).toBeHidden();
  await expect(nowPlaying).toBeVisible();
});

test('the sleep timer counts down, cancels, and stops at the end of the song', async ({ page }) => {
  const name = await playFirstPopHit(page);
  const nowPlaying = await openNowPlaying(page);
  const sleep = nowPlaying.getByRole('button', { name: 'Sleep timer' });
  await sleep.click();
  const menu = page.getByRole('menu', { name: 'Stop playing after' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    '15 minutes',
    '30 minutes',
    '45 minutes',
    '60 minutes',
    'End of current song',
  ]);
  await menu.getByRole('menuitem', { name: '15 minutes' }).click();
  const timer = nowPlaying.getByRole('timer');
  await expect(timer).toHaveText(/^Sleep timer: 1[45]:\d\d left$/);
  await nowPlaying.getByRole('button', { name: 'Cancel sleep timer' }).click();
  await expect(timer).toBeHidden();

  await sleep.click();
  await menu.getByRole('menuitem', { name: 'End of current song' }).click();
  await expect(timer).toHaveText(/^Sleep timer: \d+:\d\d left$/);
  // Near the end the music fades out and pauses on this song instead of moving on.
  const seek = nowPlaying.getByRole('slider', { name: 'Seek' });
  const box = (await seek.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.85, box.y + box.height / 2);
  await expect(nowPlaying.getByRole('button', { name: 'Play', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(timer).toBeHidden();
  await expect(nowPlaying).toContainText(name);
});

test('Now Playing with lyrics, the equaliser and Settings → Player pass axe on a phone', async ({
  page,
}) => {
  // Three axe passes can take longer than 30 s when CI's two cores are busy: room, not timing.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await playFirstPopHit(page);
  const nowPlaying = await openNowPlaying(page);
  await nowPlaying.getByRole('button', { name: 'Lyrics', exact: true }).click();
  await expect(nowPlaying.getByRole('list', { name: 'Lyrics' })).toBeVisible();
  expect(await blockingViolations(page)).toBe('');

  await nowPlaying.getByRole('button', { name: 'Equaliser' }).click();
  const eq = page.getByRole('dialog', { name: 'Equaliser' });
  await expect(eq.getByRole('slider', { name: '16 kHz' })).toBeVisible();
  // Every band fits the phone's width: no band is pushed out of the dialog.
  const dialogBox = (await eq.boundingBox())!;
  const lastBand = (await eq.getByRole('slider', { name: '16 kHz' }).boundingBox())!;
  expect(lastBand.x + lastBand.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  expect(await blockingViolations(page)).toBe('');
  await eq.getByRole('button', { name: 'Close equaliser' }).click();
  await nowPlaying.getByRole('button', { name: 'Close Now Playing' }).click();

  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Player' }).click();
  await expect(page.getByRole('slider', { name: '16 kHz' })).toBeAttached();
  expect(await blockingViolations(page)).toBe('');
});
