import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../shared/i18n/locales';
import { chooseStoredLanguage } from './fixtures/language';
import { firstId } from './fixtures/catalogue';
import { inRewindSeason } from './fixtures/rewind-season';

/**
 * Reelbeat in its six languages (docs/i18n.md): the choice in Settings changes every word and
 * survives a reload, a stored German choice is German from the first frame, and a first visit
 * follows the browser (on a phone: e2e/i18n-phone.spec.ts; axe in every language:
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
