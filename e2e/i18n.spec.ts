import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../shared/i18n/locales';
import { chooseStoredLanguage } from './fixtures/language';
import { firstId } from './fixtures/catalogue';
import { inRewindSeason } from './fixtures/rewind-season';

/**
 * Reelbeat in its six languages (docs/i18n.md): the choice in Settings changes every word and
 * survives a reload, a stored German choice is German from the first frame, a first visit
 * follows the browser, and German labels fit their boxes on a phone (axe in every language:
 * e2e/i18n-axe.spec.ts).
 */

/** The side navigation's English labels, in their order. */
const ENGLISH_SIDEBAR = inRewindSeason(
  [
    'Home',
    'Search',
    'Trending',
    'Top Rated',
    'Categories',
    'My Library',
    'Continue Watching',
    'Watch History',
    'Favorites',
    'Music',
    'Music Search',
    'Music Library',
    'Support Us',
    'About',
    'Settings',
  ],
  'Favorites',
  'Rewind',
);
const NAV_IDS = inRewindSeason(
  [
    'home',
    'search',
    'trending',
    'topRated',
    'categories',
    'myLibrary',
    'continueWatching',
    'watchHistory',
    'favorites',
    'music',
    'musicSearch',
    'musicLibrary',
    'supportUs',
    'about',
    'settings',
  ].map((name) => `app.nav.${name}`),
  'app.nav.favorites',
  'app.nav.rewind',
);

/** The shell's sidebar labels in a language, as its catalogue has them. */
function sidebarLabels(locale: Locale): string[] {
  const url = new URL(`../src/app/messages/${locale}.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
  return NAV_IDS.map((id) => messages[id]!);
}

/** What the page showed while it loaded, recorded in the page from before its first script. */
interface FirstFrames {
  seen: { text: string; inNavigation: boolean }[];
  langAtFirstRender: string | null;
}

const sidebar = (page: Page) => page.locator('#app-sidebar');
const sidebarTexts = (page: Page) => sidebar(page).locator('li a').allInnerTexts();

test('日本語 chosen in Settings renders the shell in Japanese, survives a reload, and English comes back word for word', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');

  const japanese = sidebarLabels('ja');
  expect(japanese.slice(0, 3)).toEqual(['ホーム', '検索', 'トレンド']);
  await expect.poll(() => sidebarTexts(page)).toEqual(japanese);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect.poll(() => sidebarTexts(page)).toEqual(japanese);

  // The Settings page itself is Japanese now: reach the controls by what does not translate.
  await page.locator('#settings-tab-content').click();
  await page
    .getByRole('combobox')
    .filter({ has: page.locator('option[value="ko"]') })
    .selectOption('en');
  await expect.poll(() => sidebarTexts(page)).toEqual(ENGLISH_SIDEBAR);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

/** One owner's message catalogue in a language, e.g. `catalog('ja', 'features/watch')`. */
function catalog(locale: Locale, owner: string): Record<string, string> {
  const url = new URL(`../src/${owner}/messages/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}

test('in Japanese: Home’s rows, the player hint, the music moods and the settings tabs', async ({
  page,
  request,
}) => {
  const home = catalog('ja', 'features/home');
  const watch = catalog('ja', 'features/watch');
  const music = catalog('ja', 'features/music-library');
  const settings = catalog('ja', 'features/settings');
  const movieId = await firstId(request, 'movie');
  await chooseStoredLanguage(page, 'ja');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/');
  for (const id of ['home.rows.popularMovies', 'home.rows.popularTv']) {
    await expect(page.getByText(home[id]!, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Popular Movies', { exact: true })).toHaveCount(0);

  await page.goto(`/#/player/movie/${movieId}`);
  await expect(page.getByText(watch['watch.hint']!, { exact: true })).toBeVisible();

  await page.goto('/#/music');
  for (const id of ['musicLibrary.moods.chill', 'musicLibrary.moods.popHits']) {
    await expect(page.getByText(music[id]!, { exact: true }).first()).toBeVisible();
  }

  await page.goto('/#/settings');
  const tabs = ['appearance', 'player', 'content', 'interface'].map(
    (tab) => settings[`settings.tab.${tab}`]!,
  );
  for (const tab of tabs) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  expect(tabs).toContain('外観');
});

test('a stored German choice is German from the first frame: no English sidebar label ever enters the page', async ({
  page,
}) => {
  await chooseStoredLanguage(page, 'de');
  await page.addInitScript(() => {
    const forbidden = new Set(['Continue Watching', 'Top Rated', 'Watch History', 'My Library']);
    const record: FirstFrames = { seen: [], langAtFirstRender: null };
    (window as unknown as { __firstFrames: FirstFrames }).__firstFrames = record;
    const check = (node: Node) => {
      const elements =
        node instanceof Element
          ? [node, ...Array.from(node.querySelectorAll('*'))]
          : [node.parentElement];
      for (const el of elements) {
        const text = el?.textContent?.trim();
        const label = el?.getAttribute('aria-label');
        for (const found of [text, label]) {
          if (found && forbidden.has(found)) {
            record.seen.push({ text: found, inNavigation: Boolean(el?.closest('nav')) });
          }
        }
      }
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') check(mutation.target);
        mutation.addedNodes.forEach(check);
      }
      // index.html's boot frame (a mark, no words) is there before any script: the first
      // render is the first content React puts in its place.
      const first = document.getElementById('root')?.firstElementChild;
      if (record.langAtFirstRender === null && first && !first.hasAttribute('data-boot-frame')) {
        record.langAtFirstRender = document.documentElement.lang;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect.poll(() => sidebarTexts(page)).toEqual(sidebarLabels('de'));
  await expect(sidebar(page).getByRole('link', { name: 'Weiterschauen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const frames = await page.evaluate(
    () => (window as unknown as { __firstFrames: FirstFrames }).__firstFrames,
  );
  expect(frames.langAtFirstRender).toBe('de');
  // The navigation first, then the whole page (Home's rows carry the same words).
  expect(frames.seen.filter((s) => s.inNavigation)).toEqual([]);
  expect(frames.seen).toEqual([]);
});

test.describe('a first visit from a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('shows German without any choice stored', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      sidebar(page).getByRole('link', { name: 'Startseite', exact: true }),
    ).toBeVisible();
    await expect.poll(() => sidebarTexts(page)).toEqual(sidebarLabels('de'));
  });
});

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
