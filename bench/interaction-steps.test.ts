import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { hoverWhenStill } from './interaction-steps.ts';

/**
 * A link that jumps 30 px to the right every 300 ms for `ms`, as a row still settling moves its
 * cards now and then: narrower than a jump, so no two of its places overlap, and it stays in
 * view. Between jumps it is still for many frames, long enough for Playwright's own hover.
 */
const MOVING_LINK = (ms: number) => `
  <a id="card" href="#title" style="position: absolute; left: 20px; top: 20px; width: 20px;
    height: 30px; display: block">A</a>
  <script>
    const card = document.getElementById('card');
    const until = performance.now() + ${ms};
    const step = () => {
      if (performance.now() > until) return;
      card.style.left = card.offsetLeft + 30 + 'px';
      setTimeout(step, 300);
    };
    step();
    addEventListener('mousemove', (event) => (window.pointer = [event.clientX, event.clientY]));
  </script>`;

/** Whether the pointer's last position is inside the card where the card is now. */
const pointerOnCard = (page: Page) =>
  page.locator('#card').evaluate((card) => {
    const [x, y] = (window as unknown as { pointer: [number, number] }).pointer;
    const box = card.getBoundingClientRect();
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  });

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
});
afterAll(() => browser?.close());

describe('hoverWhenStill (the bench steps that tap where the pointer is)', () => {
  it('waits until the target stops moving, so the pointer is still over it at the tap', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent(MOVING_LINK(1500));
      await hoverWhenStill(page.locator('#card'));
      await page.waitForTimeout(1600);
      expect(await pointerOnCard(page)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('is what a plain hover is not: the card moves away from under the pointer', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent(MOVING_LINK(1500));
      await page.locator('#card').hover();
      await page.waitForTimeout(1600);
      expect(await pointerOnCard(page)).toBe(false);
    } finally {
      await page.close();
    }
  });
});
