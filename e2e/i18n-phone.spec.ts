import { expect, test, type Page } from '@playwright/test';
import { chooseStoredLanguage } from './fixtures/language';

/*
 * The languages on a phone (docs/i18n.md): German labels, the longest, fit their boxes, and the
 * browser breaks Japanese and Korean lines where those languages allow, as read from the
 * laid-out text (which needs a Japanese and a Korean font: README, `.ci/run`).
 */

const sidebar = (page: Page) => page.locator('#app-sidebar');

/** Visible buttons, tabs, navigation links and their labels whose text is wider than their box. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, [role="tab"], nav a, nav a span, nav a *';
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth)
      .map((el) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
        return `${el.tagName.toLowerCase()} "${name}" ${el.scrollWidth} > ${el.clientWidth}`;
      });
  });
}

test.describe('German at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ['/', '/settings']) {
    test(`no button, tab or navigation label overflows its box on #${path}`, async ({ page }) => {
      await chooseStoredLanguage(page, 'de');
      await page.goto(`/#${path}`);
      await expect(page.locator('main h1').first()).toBeAttached({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const closed = await overflowing(page);
      // The side navigation is a drawer here: open it and measure its entries too.
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await expect(sidebar(page).getByRole('link', { name: 'Einstellungen' })).toBeVisible();
      const open = await overflowing(page);
      expect([...new Set([...closed, ...open])]).toEqual([]);
    });
  }
});

/**
 * Where the browser broke the lines of the main region's text in a script (`script`: a character
 * class's source): each text node that has some, with the index of the first character of each
 * of its lines after the first.
 */
function lineStarts(page: Page, script: string): Promise<{ text: string; starts: number[] }[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(`[${source}]`);
    const nodes: { text: string; starts: number[] }[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!pattern.test(text)) continue;
      const starts: number[] = [];
      let top: number | null = null;
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (top !== null && rect.top > top + rect.height / 2) starts.push(i);
        top = rect.top;
      }
      nodes.push({ text, starts });
    }
    return nodes;
  }, script);
}

/** Every line of Japanese text on the page, as the browser laid it out. */
async function japaneseLines(page: Page): Promise<string[]> {
  return (await lineStarts(page, '\\u3040-\\u30ff\\u4e00-\\u9fff')).flatMap(({ text, starts }) =>
    [0, ...starts].map((start, i) => text.slice(start, starts[i] ?? text.length).trim()),
  );
}

test('Japanese on a phone: no line starts with a long-vowel mark or a small kana, and words stay whole', async ({
  page,
}) => {
  await chooseStoredLanguage(page, 'ja');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'カテゴリー' })).toBeVisible();
  await page.goto('/#/profiles');
  await expect(page.getByRole('heading', { level: 1, name: '誰が観ますか？' })).toBeVisible();
  // "Add profile": it breaks between its two phrases, or not at all.
  expect(await japaneseLines(page)).toContain('追加');
  for (const path of ['/#/categories', '/#/about', '/#/profiles']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const lines = await japaneseLines(page);
    expect(lines.length).toBeGreaterThan(3);
    expect(
      lines.filter((line) => /^[ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ、。」]/.test(line)),
    ).toEqual([]);
  }
});

test('Korean on a phone: lines break between words, never inside one', async ({ page }) => {
  await chooseStoredLanguage(page, 'ko');
  await page.setViewportSize({ width: 375, height: 812 });
  const hangul = /[\uac00-\ud7a3]/;
  let broken = 0;
  for (const path of ['/#/about', '/#/library', '/#/download']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const nodes = await lineStarts(page, '\\uac00-\\ud7a3');
    broken += nodes.filter((node) => node.starts.length > 0).length;
    const inside = nodes.flatMap(({ text, starts }) =>
      starts
        .filter((i) => hangul.test(text[i - 1]!) && hangul.test(text[i]!))
        .map((i) => `${text.slice(0, i)}|${text.slice(i)}`),
    );
    expect(inside, path).toEqual([]);
  }
  // The pages have Korean text long enough to wrap at 375 px, so the check above saw breaks.
  expect(broken).toBeGreaterThan(3);
});
