import { expect, test, type Page } from '@playwright/test';
import { focusProblem, TV_SCREEN } from './fixtures/tv-remote';

/**
 * A gamepad, through a stand-in for the Gamepad API: with TV mode on Auto, connecting one turns
 * TV mode on; the D-pad and the left stick move focus, A opens, B goes back, a shoulder button
 * jumps a row, Start plays and pauses the player.
 */
test.use({ viewport: TV_SCREEN });

/** Standard-mapping buttons the journey presses. */
const A = 0;
const B = 1;
const RB = 5;
const DOWN = 13;
const RIGHT = 15;
const START = 9;

async function tap(page: Page, button: number) {
  await page.evaluate((b) => window.__pad.press(b), button);
  // A frame or two at 60 Hz polling sees it down, then up.
  await page.waitForTimeout(120);
  await page.evaluate((b) => window.__pad.release(b), button);
  await page.waitForTimeout(120);
  await expect.poll(() => focusProblem(page)).toBe('');
}

declare global {
  interface Window {
    __pad: { press(b: number): void; release(b: number): void; tilt(x: number): void };
  }
}

test('a gamepad turns TV mode on and steers: D-pad, stick, A, B, a shoulder button, Start', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const buttons = Array.from({ length: 17 }, () => ({ pressed: false, value: 0 }));
    let connected = false;
    const pad = {
      id: 'Stand-in pad',
      index: 0,
      connected: true,
      mapping: 'standard',
      buttons,
      axes: [0, 0, 0, 0],
      timestamp: 0,
    };
    Object.defineProperty(navigator, 'getGamepads', {
      value: () => [connected ? pad : null, null, null, null],
    });
    window.__pad = {
      press(b) {
        if (!connected) {
          connected = true;
          window.dispatchEvent(new Event('gamepadconnected'));
        }
        buttons[b] = { pressed: true, value: 1 };
      },
      release(b) {
        buttons[b] = { pressed: false, value: 0 };
      },
      tilt(x) {
        pad.axes = [x, 0, 0, 0];
      },
    };
  });
  await page.goto('/#/');
  await expect(page.locator('main h1').first()).toBeAttached({ timeout: 15_000 });
  await expect(page.locator('html[data-tv]')).toHaveCount(0);

  // The first press connects the pad (as a browser reveals a pad on its first button).
  await page.evaluate(() => window.__pad.press(0));
  await page.evaluate(() => window.__pad.release(0));
  await expect(page.locator('html[data-tv]')).toBeAttached();
  await expect.poll(() => focusProblem(page), { timeout: 15_000 }).toBe('');

  for (let i = 0; i < 25; i++) {
    if (await page.evaluate(() => document.activeElement?.matches('[data-card] a') ?? false)) break;
    await tap(page, DOWN);
  }
  const first = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  expect(first).toMatch(/^#\/(movie|tv)\//);
  const row = () =>
    page.evaluate(() =>
      document.activeElement?.closest('section')?.getAttribute('aria-labelledby'),
    );
  const startRow = await row();
  await tap(page, RIGHT);
  const second = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  expect(second).not.toBe(first);
  // The left stick pushed left and let go: one step back.
  await page.evaluate(() => window.__pad.tilt(-0.9));
  await page.waitForTimeout(120);
  await page.evaluate(() => window.__pad.tilt(0));
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href')))
    .toBe(first);
  await tap(page, RIGHT);

  await tap(page, RB);
  expect(await row()).not.toBe(startRow);

  await tap(page, A);
  await expect(page).toHaveURL(/#\/(movie|tv)\/\d+$/);
  // A on Watch Now (where the title's page starts), then Start plays and pauses the player.
  await expect(page.locator(':focus')).toHaveText(/Watch Now/);
  await tap(page, A);
  await expect(page).toHaveURL(/#\/watch\//);
  const play = page.frameLocator('iframe').locator('button.play');
  await expect(play).toHaveAttribute('aria-label', 'Play');
  await tap(page, START);
  await expect(play).toHaveAttribute('aria-label', 'Pause');
  await tap(page, START);
  await expect(play).toHaveAttribute('aria-label', 'Play');
  await tap(page, B);
  await expect(page).toHaveURL(/#\/(movie|tv)\/\d+$/);
  await tap(page, B);
  await expect(page).toHaveURL(/#\/$/);
});
