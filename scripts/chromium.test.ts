import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  UNSEEN_UI_FEATURES,
  disabledFeatures,
  withUnseenUiOff,
} from './chromium.ts';

describe('withUnseenUiOff', () => {
  it("makes a launcher's lists and the unseen UI one list, last, and keeps every other flag in order", () => {
    const flags = withUnseenUiOff([
      '--disable-features=Translate,RenderDocument',
      '--headless',
      '--disable-features=MediaRouter,Translate',
      '--lang=de-DE',
    ]);
    expect(flags.slice(0, 2)).toEqual(['--headless', '--lang=de-DE']);
    expect(flags.filter((flag) => flag.startsWith('--disable-features='))).toHaveLength(1);
    expect(disabledFeatures(flags)).toEqual([
      'Translate',
      'RenderDocument',
      'MediaRouter',
      ...UNSEEN_UI_FEATURES,
    ]);
  });

  it('reads what Chromium reads: the last list only', () => {
    expect(
      disabledFeatures(['--disable-features=A,B', '--headless', '--disable-features=C']),
    ).toEqual(['C']);
    expect(disabledFeatures(['--headless'])).toEqual([]);
  });
});

describe('Chromium as Playwright launches it with CHROMIUM_FLAGS', () => {
  it('keeps every feature Playwright switches off, and switches off the unseen UI', async () => {
    const server = await chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    });
    try {
      // The command line the browser process was started with, Playwright's own flags included.
      const commandLine = server.process().spawnargs;
      const lists = commandLine.filter((flag) => flag.startsWith('--disable-features='));
      expect(lists.length).toBeGreaterThan(1);
      const earlier = new Set(lists.slice(0, -1).flatMap((list) => disabledFeatures([list])));
      const effective = disabledFeatures(commandLine);
      expect([...earlier].filter((feature) => !effective.includes(feature))).toEqual([]);
      expect(effective).toEqual(expect.arrayContaining([...UNSEEN_UI_FEATURES]));
    } finally {
      await server.close();
    }
  });

  it('opens a page without building the address-bar popups', async () => {
    const popups = async (args: readonly string[], settle: number | null) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args] });
      try {
        const started = Date.now();
        const page = await (await browser.newContext()).newPage();
        await page.goto('about:blank');
        const session = await browser.newBrowserCDPSession();
        const found = async () =>
          (await session.send('Target.getTargets')).targetInfos
            .map((target) => target.url)
            .filter((url) => url.startsWith('chrome://omnibox-popup'));
        if (settle === null) {
          // Playwright's flags alone: the popups come, a moment after the window.
          await expect.poll(found, { timeout: 15_000 }).not.toEqual([]);
          return { urls: await found(), after: Date.now() - started };
        }
        // Ours: as long again as the popups took to come without them, and none.
        await page.waitForTimeout(settle);
        return { urls: await found(), after: settle };
      } finally {
        await browser.close();
      }
    };
    const playwrightOnly = CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--disable-features='));
    const without = await popups(playwrightOnly, null);
    expect(without.urls.length).toBeGreaterThan(0);
    expect((await popups(CHROMIUM_FLAGS, 2 * without.after)).urls).toEqual([]);
  });
});
