import { expect, test, type Page } from '@playwright/test';
import { bootFrameThenShell, expectSamePlace } from './boot-frame';

/** A stand-in for the shell's preload: records every call the page makes on window.reelbeat. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    const listeners = new Set<(maximized: boolean) => void>();
    let maximized = false;
    Object.assign(window, {
      __bridgeCalls: calls,
      reelbeat: {
        window: {
          minimize: () => calls.push(['minimize']),
          maximize: () => {
            calls.push(['maximize']);
            maximized = !maximized;
            listeners.forEach((listener) => listener(maximized));
          },
          close: () => calls.push(['close']),
          isMaximized: async () => maximized,
          onMaximizedChange: (listener: (value: boolean) => void) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
        },
        presence: {
          set: async (activity: unknown) => {
            calls.push(['presence.set', activity]);
          },
          clear: async () => {
            calls.push(['presence.clear']);
          },
        },
      },
    });
  });
});

const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bridgeCalls: unknown[][] }).__bridgeCalls);

test('shows the title bar and offsets the content by 32 px', async ({ page }) => {
  await page.goto('/#/about');
  const bar = page.getByRole('banner', { name: 'Window title bar' });
  await expect(bar).toBeVisible();
  await expect(bar.getByText('Reelbeat')).toBeVisible();
  expect((await bar.boundingBox())?.height).toBe(32);
  const main = page.locator('#main-content');
  await expect(main).toHaveCSS('padding-top', '32px');
  const heading = page.getByRole('heading', { level: 1, name: 'About Reelbeat' });
  await expect(heading).toBeVisible();
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(32);
});

test('the boot frame starts below the title bar, so its mark does not jump', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { before, after } = await bootFrameThenShell(page, '#app-sidebar');
  expectSamePlace(before.mark, after.mark);
});

test('the title bar buttons call the bridge and follow the maximised state', async ({ page }) => {
  await page.goto('/#/about');
  await page.getByRole('button', { name: 'Minimize' }).click();
  await page.getByRole('button', { name: 'Maximize' }).click();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('button', { name: 'Maximize' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  const calls = (await bridgeCalls(page)).filter(([name]) => !String(name).startsWith('presence'));
  expect(calls).toEqual([['minimize'], ['maximize'], ['maximize'], ['close']]);
});

test('the bar is a drag region and its buttons are not', async ({ page }) => {
  await page.goto('/#/about');
  const region = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue('-webkit-app-region'));
  expect(await region('header[aria-label="Window title bar"]')).toBe('drag');
  expect(await region('header[aria-label="Window title bar"] button')).toBe('no-drag');
});

test('sends the route activity to presence', async ({ page }) => {
  await page.goto('/#/search');
  await expect
    .poll(async () => (await bridgeCalls(page)).find(([name]) => name === 'presence.set'))
    .toEqual(['presence.set', expect.objectContaining({ details: 'Searching' })]);
});
