import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './fixtures/axe';
import { chooseStoredLanguage } from './fixtures/language';
import { seededYear, seedPlayLog } from './fixtures/play-log';

/**
 * Rewind (src/features/rewind) over a seeded year of the play log, in English and Japanese, at
 * desktop and phone widths: the figures of the seed, axe, and both saved images' pixel sizes.
 */
const YEAR = new Date().getFullYear();

const WORDS = {
  en: {
    heading: `Your ${YEAR} Rewind`,
    figures: [
      '8.5 hours watched',
      '0.4 hours listened',
      '2 movies',
      '4 episodes',
      '1 series',
      '5 days in a row',
    ],
    tooLittle: 'Not much to look back on yet',
    tall: 'Save image (1080 × 1920)',
    square: 'Save image (1080 × 1080)',
    compare: `${YEAR - 1}: 1.7 hours watched and 0 hours listened.`,
  },
  ja: {
    heading: `あなたの${YEAR}年 Rewind`,
    figures: ['8.5時間 視聴', '0.4時間 再生', '映画 2本', 'エピソード 4話', '1シリーズ', '5日連続'],
    tooLittle: 'ふり返るにはまだ少なめです',
    tall: '画像を保存（1080 × 1920）',
    square: '画像を保存（1080 × 1080）',
    compare: `${YEAR - 1}年：1.7時間視聴、0時間再生。`,
  },
} as const;

/** The width and height a PNG's header gives. */
async function pngSize(path: string) {
  const bytes = await readFile(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function saveImage(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return pngSize((await download.path())!);
}

for (const language of ['en', 'ja'] as const) {
  for (const width of [1280, 375]) {
    test(`Rewind in ${language} at ${width} px counts the seeded year and saves both images`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const words = WORDS[language];
      await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });
      if (language !== 'en') await chooseStoredLanguage(page, language);
      await page.goto(`/#/rewind/${YEAR}`);
      await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible({
        timeout: 15_000,
      });
      // The page has read the (empty) log, so the database exists; the seed goes in, and the
      // page reads it again.
      await expect(page.getByRole('heading', { name: words.tooLittle })).toBeVisible();
      await seedPlayLog(page, seededYear(YEAR));
      for (const figure of words.figures)
        await expect(page.getByText(figure, { exact: true })).toBeVisible();
      await expect(page.getByText(words.compare)).toBeVisible();
      await expect(page.getByText('The Long Winter').first()).toBeVisible();
      await expect(page.getByText('Lanterns')).toBeVisible();
      await expect(page.getByRole('link', { name: String(YEAR - 1) })).toBeVisible();
      // Nothing is cut off at a phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      expect(await blockingViolations(page)).toBe('');
      expect(await saveImage(page, words.tall)).toEqual({ width: 1080, height: 1920 });
      expect(await saveImage(page, words.square)).toEqual({ width: 1080, height: 1080 });
    });
  }
}

test('a year without history says so kindly, without charts', async ({ page }) => {
  await page.goto(`/#/rewind/${YEAR}`);
  await expect(page.getByRole('heading', { name: 'Not much to look back on yet' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('main figure')).toHaveCount(0);
  await expect(page.getByRole('button', { name: WORDS.en.tall })).toHaveCount(0);
});
