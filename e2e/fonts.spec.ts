import { expect, test, type Page } from '@playwright/test';

test.describe('fonts', () => {
  const fontRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') urls.push(new URL(request.url()).pathname);
    });
    return urls;
  };
  /** The families whose faces have finished loading (`document.fonts.check` is also true for a
   * family with no face declared yet, so it cannot tell). */
  const loadedFamilies = (page: Page) =>
    page.evaluate(() => {
      const families: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') families.push(face.family);
      });
      return families;
    });

  /** Every face the laid-out text asked for has loaded, and nothing more is on its way. */
  const settledFonts = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  };

  test('Inter, the default, loads from its basic Latin file alone on an English page', async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    await page.goto('/#/about');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect.poll(() => loadedFamilies(page)).toContain('Inter Variable');
    await settledFonts(page);
    expect(fonts.filter((url) => url.includes('/inter-'))).toEqual([
      expect.stringMatching(/\/inter-latin-basic-wght-400-800-[\w-]+\.woff2$/),
    ]);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.startsWith('"Inter Variable"')).toBe(true);
  });

  test('a German page adds the accented letters, and the rarer symbols stay on the server', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 1, data: { language: 'de' } }));
    });
    const fonts = fontRequests(page);
    await page.goto('/#/about');
    await expect(page.locator('main h1').first()).toBeVisible();
    // "Über …": the umlaut is drawn with Inter's letters file, not a fallback face.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Ü')))
      .toBe(true);
    await settledFonts(page);
    // Not the symbols file: the soft hyphens of German labels, and the hyphen drawn where one
    // breaks, are in the basic one.
    expect(fonts.filter((url) => url.includes('/inter-')).sort()).toEqual([
      expect.stringMatching(/\/inter-latin-basic-wght-400-800-[\w-]+\.woff2$/),
      expect.stringMatching(/\/inter-latin-letters-wght-400-800-[\w-]+\.woff2$/),
    ]);
  });

  test('another chosen family is the only one downloaded', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'reelbeat_settings',
        JSON.stringify({ v: 1, data: { fontFamily: 'Roboto' } }),
      );
    });
    const fonts = fontRequests(page);
    await page.goto('/#/about');
    await expect.poll(() => loadedFamilies(page)).toContain('Roboto Variable');
    expect(fonts.filter((url) => url.includes('/inter-'))).toEqual([]);
  });

  for (const [family, face] of [
    ['Roboto', 'Roboto Variable'],
    ['Open Sans', 'Open Sans Variable'],
    ['Poppins', 'Poppins'],
    ['Montserrat', 'Montserrat Variable'],
  ] as const) {
    test(`while ${family} loads, its fallback takes the room ${family} will`, async ({ page }) => {
      await page.addInitScript((chosen) => {
        localStorage.setItem(
          'reelbeat_settings',
          JSON.stringify({ v: 2, data: { fontFamily: chosen } }),
        );
      }, family);
      await page.goto('/#/about');
      await expect.poll(() => loadedFamilies(page)).toContain(face);
      await settledFonts(page);
      const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(stack).toContain(`"${family} Fallback"`);
      // The same words in the loaded font and in its fallback alone (monospace, should the
      // fallback be missing, is far off both).
      const sizes = await page.evaluate(
        ([loaded, fallback]) =>
          [400, 700].map((weight) => {
            const measure = (fontFamily: string) => {
              const span = document.createElement('span');
              span.style.cssText = `position:absolute;white-space:nowrap;font:${weight} 40px ${fontFamily};line-height:normal`;
              span.textContent =
                'Willkommen bei Reelbeat Music. Stimmungen, neue Funde und eigene Playlists. Watch Now, Add to Library, Continue Watching';
              document.body.append(span);
              const { width, height } = span.getBoundingClientRect();
              span.remove();
              return { width, height };
            };
            return {
              weight,
              font: measure(`"${loaded}"`),
              fallback: measure(`"${fallback}", monospace`),
            };
          }),
        [face, `${family} Fallback`],
      );
      for (const { weight, font, fallback } of sizes) {
        expect(Math.abs(fallback.width / font.width - 1), `width at ${weight}`).toBeLessThan(0.02);
        expect(Math.abs(fallback.height - font.height), `line height at ${weight}`).toBeLessThan(3);
      }
    });
  }

  test('the first screen keeps its place when Inter arrives after it', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 1, data: { language: 'de' } }));
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Inter is held back until the page has drawn its first screen in the fallback.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/inter-latin-[\w-]+\.woff2$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/#/music');
    const heading = page.locator('main h1').first();
    await expect(heading).toHaveText('Willkommen bei Reelbeat Music');
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    expect(await page.evaluate(() => document.fonts.check('700 24px "Inter Variable"', 'W'))).toBe(
      false,
    );
    const before = await heading.boundingBox();
    release();
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('700 24px "Inter Variable"', 'W')))
      .toBe(true);
    await settledFonts(page);
    // One line in Inter, one line in the fallback drawn to Inter's measure: nothing moved.
    expect((await heading.boundingBox())?.height).toBe(before?.height);
    const shifted = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0),
    );
    expect(shifted).toBeLessThan(0.005);
  });
});
