import { expect, test, type Locator, type Page } from '@playwright/test';
import { contrastViolations } from './fixtures/axe';
import { contrastOf, type Pair } from './fixtures/contrast';

/**
 * Whatever accent a reader picks, what is drawn on it stays readable: the labels of buttons and
 * chips (4.5:1) and the knobs of switches and the logo's play mark (3:1), in the dark and the
 * light theme, at phone and desktop widths. The accents are the built-in red and the spec's
 * white default, plus yellow, black, mid-grey, the grey where black and white contrast the
 * same, and a blue.
 */
const ACCENTS = {
  'built-in red': '#e50914',
  white: '#ffffff',
  yellow: '#ffd400',
  black: '#000000',
  'mid-grey': '#808080',
  'threshold grey': '#767676',
  blue: '#1e6bff',
};

const TEXT = 4.5;
const GRAPHIC = 3;

/** Polled: a switch's track and a chip fade to a new accent over the transition time. */
async function expectContrast(what: string, element: Locator, pair: Pair, least: number) {
  await expect(element).toBeVisible();
  await expect
    .poll(() => contrastOf(element, pair), { message: `${what} (contrast ratio)` })
    .toBeGreaterThanOrEqual(least);
}

async function go(page: Page, path: string, ready: Locator) {
  await page.evaluate((hash) => (location.hash = hash), path);
  await expect(ready).toBeVisible({ timeout: 15_000 });
}

for (const theme of ['dark', 'light'] as const) {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    test(`${theme} theme at ${width} px: text and marks on every accent stay readable`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height });
      await page.addInitScript(
        (chosen) => {
          if (!localStorage.getItem('reelbeat_settings')) {
            localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 2, data: chosen }));
          }
        },
        { theme },
      );
      await page.goto('/#/settings');
      const accentInput = page.getByLabel('Accent color');
      await expect(accentInput).toBeVisible({ timeout: 15_000 });
      const logo = page.getByRole('link', { name: 'Reelbeat home' }).locator('svg:visible');

      for (const [name, accent] of Object.entries(ACCENTS)) {
        await test.step(`${name} ${accent}`, async () => {
          await go(page, '/settings', accentInput);
          await accentInput.fill(accent);
          await expect
            .poll(() =>
              page.evaluate(() =>
                getComputedStyle(document.documentElement).getPropertyValue('--accent'),
              ),
            )
            .toBe(accent);
          await expectContrast('logo mark', logo.first(), 'mark', GRAPHIC);
          const animations = page.getByRole('switch', { name: 'Animations' });
          await expect(animations).toBeChecked();
          await expectContrast('switch knob', animations, 'knob', GRAPHIC);
          expect(await contrastViolations(page, 'main')).toBe('');

          const all = page.getByRole('button', { name: 'All', exact: true });
          await go(page, '/', all);
          await expectContrast('selected genre chip', all, 'text', TEXT);
          const badge = page.getByText(/^(Movie|TV Series)$/i).first();
          await expectContrast('hero badge', badge, 'text', TEXT);
          const watchNow = page.getByRole('button', { name: 'Watch Now' }).first();
          await expectContrast('Watch Now', watchNow, 'text', TEXT);
          expect(await contrastViolations(page, '[role="group"][aria-label]')).toBe('');

          const create = page.getByRole('button', { name: 'Create Playlist' });
          await go(page, '/music/library', create);
          await expectContrast('Create Playlist', create, 'text', TEXT);
          expect(await contrastViolations(page, 'main')).toBe('');
        });
      }
    });
  }
}

test('the light theme draws ratings dark enough to read on its near-white surfaces', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/catalog/trending/tv/week');
  const { results } = (await response.json()) as { results: { id: number }[] };
  await page.addInitScript(() => {
    localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 2, data: { theme: 'light' } }));
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/#/tv/${results[0]!.id}`);
  const rating = page.getByRole('listitem').filter({ hasText: /^Rating\s/ });
  await expectContrast('detail rating', rating.first(), 'text', TEXT);
  const episodeRating = page.locator('[class*="episodeMeta"] [class*="rating"]').first();
  await expectContrast('episode rating', episodeRating, 'text', TEXT);
});

test('the boot frame draws its play mark readable on a stored white or yellow accent', async ({
  page,
}) => {
  // With the app's files blocked, the page is index.html with its boot script and styles alone.
  await page.route(/\.(js|tsx?|css)(\?|$)/, (route) => route.abort());
  for (const accent of ['#ffffff', '#ffd400', '#e50914']) {
    await page.addInitScript(
      (chosen) => {
        localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 2, data: chosen }));
      },
      { accentColor: accent },
    );
    await page.goto('/');
    const mark = page.locator('[data-boot-frame] svg');
    await expect(mark).toHaveCSS('fill', /.+/);
    expect(
      await mark.evaluate((el) => getComputedStyle(el).getPropertyValue('--accent').trim()),
    ).toBe(accent);
    await expectContrast(`boot mark on ${accent}`, mark, 'mark', GRAPHIC);
  }
});
