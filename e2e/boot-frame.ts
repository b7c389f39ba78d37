import { expect, type Page } from '@playwright/test';

/** The app's files: with them blocked, the page is index.html alone (its styles are written in). */
const SCRIPT_FILES = /\.(js|tsx?|css)(\?|$)/;

type Box = { x: number; y: number; width: number; height: number };

/**
 * Loads `/` twice: first with the app's script files blocked, so the page is what index.html,
 * its inline boot-paint script and the styles written into it paint by themselves (no
 * stylesheet is fetched before the first paint: scripts/build/inline-css-plugin.ts); then normally.
 * Returns the boot frame's mark and background, and the shell's mark (inside `logo`) after.
 * Fails on any CSP report: the inline script must be allowed by its hash.
 */
export async function bootFrameThenShell(page: Page, logo: string) {
  const cspReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspReports.push(message.text());
  });
  await page.route(SCRIPT_FILES, (route) => route.abort());
  await page.goto('/');
  const frame = page.locator('[data-boot-frame]');
  const mark = frame.locator('svg');
  await expect(mark).toBeVisible();
  const before = {
    mark: (await mark.boundingBox()) as Box,
    markFill: await mark.evaluate((el) => getComputedStyle(el).fill),
    background: await frame.evaluate((el) => getComputedStyle(el).backgroundColor),
  };
  await page.unroute(SCRIPT_FILES);

  await page.reload();
  const shellMark = page.locator(logo).getByRole('link', { name: 'Reelbeat home' }).locator('svg');
  await expect(shellMark).toBeVisible();
  await expect(frame).toHaveCount(0);
  const after = { mark: (await shellMark.boundingBox()) as Box };
  expect(cspReports).toEqual([]);
  return { before, after };
}

/** The boot frame's mark sits on the shell's mark's pixels (±1 px). */
export function expectSamePlace(before: Box, after: Box) {
  expect(before).not.toBeNull();
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(before[key] - after[key]), key).toBeLessThanOrEqual(1);
  }
}
