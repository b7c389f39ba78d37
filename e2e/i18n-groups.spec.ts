import { readFileSync, readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chooseStoredLanguage } from './fixtures/language';

/**
 * The pages' words come in groups, one file per area and language (docs/i18n.md "How languages
 * load"). In German, a page of each group shows its own words when loaded fresh, and after a
 * language switch: never an English word of the page first, never a bare message id.
 */

type Locale = 'en' | 'de';

/** One owner's message catalogue in a language, e.g. `catalog('de', 'features/about')`. */
function catalog(locale: Locale, owner: string): Record<string, string> {
  const url = new URL(`../src/${owner}/messages/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}

/** A page of each group (shared/i18n/message-groups.ts) and a heading it shows. */
const PAGES = [
  { group: 'video', path: '/trending', owner: 'features/browse', id: 'browse.trending.heading' },
  {
    group: 'music',
    path: '/music/playlists',
    owner: 'features/music-library/playlists',
    id: 'playlists.yourPlaylists',
  },
  { group: 'info', path: '/about', owner: 'features/about', id: 'about.features.heading' },
] as const;

const heading = (locale: Locale, page: (typeof PAGES)[number]) =>
  catalog(locale, page.owner)[page.id]!;

/** The folders under `dir` that hold a catalogue (`messages/`), at any depth. */
function catalogOwners(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'messages')
    .flatMap((entry) => {
      const folder = new URL(`${entry.name}/`, dir);
      const own = readdirSync(folder).includes('messages') ? [entry.name] : [];
      return [...own, ...catalogOwners(folder)];
    });
}

/** Every catalogue owner's id prefix (`musicPlayer.`), to recognise a bare id on screen. */
const OWNERS = catalogOwners(new URL('../src/', import.meta.url)).map((name) =>
  name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
);

interface Seen {
  english: string[];
  ids: string[];
}

/**
 * Records, from before the app's first script, every text or label that is one of `english` or
 * looks like a message id (`about.features.heading`): what a page shows while its words are not
 * in yet.
 */
async function recordUntranslated(page: Page, english: string[]) {
  await page.addInitScript(
    ({ english, owners }) => {
      const forbidden = new Set(english);
      const id = new RegExp(`^(?:${owners.join('|')})\\.[\\w.]+$`);
      const seen: Seen = { english: [], ids: [] };
      (window as unknown as { __seen: Seen }).__seen = seen;
      const check = (node: Node) => {
        const elements =
          node instanceof Element
            ? [node, ...Array.from(node.querySelectorAll('*'))]
            : [node.parentElement];
        for (const el of elements) {
          const own = Array.from(el?.childNodes ?? [])
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((n) => n.textContent?.trim() ?? '');
          for (const found of [...own, el?.getAttribute('aria-label') ?? '']) {
            if (forbidden.has(found)) seen.english.push(found);
            if (id.test(found)) seen.ids.push(found);
          }
        }
      };
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (mutation.type === 'characterData') check(mutation.target);
          mutation.addedNodes.forEach(check);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { english, owners: OWNERS },
  );
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

for (const target of PAGES) {
  test(`in German, #${target.path} (the ${target.group} words) loaded fresh shows its words from the first frame`, async ({
    page,
  }) => {
    expect(heading('de', target)).not.toBe(heading('en', target));
    await chooseStoredLanguage(page, 'de');
    await recordUntranslated(page, [heading('en', target)]);
    await page.goto(`/#${target.path}`);
    await expect(page.getByRole('heading', { name: heading('de', target) })).toBeVisible();
    // Again on a reload of the page itself: its words come beside its code, not from a visit.
    await page.reload();
    await expect(page.getByRole('heading', { name: heading('de', target) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seen(page)).toEqual({ english: [], ids: [] });
  });
}

test('after a switch to German in Settings, a page of each group shows German at once', async ({
  page,
}) => {
  const settings = catalog('de', 'features/settings');
  await recordUntranslated(
    page,
    PAGES.map((p) => heading('en', p)),
  );
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  // Settings itself, whose words are in two groups, turns German whole.
  await expect(
    page.getByRole('tab', { name: settings['settings.tab.content']!, exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  for (const target of PAGES) {
    // In-app navigation, as a click on a link does: the page's group comes beside its code.
    await page.evaluate((path) => {
      window.location.hash = `#${path}`;
    }, target.path);
    await expect(page.getByRole('heading', { name: heading('de', target) })).toBeVisible();
  }
  expect(await seen(page)).toEqual({ english: [], ids: [] });
});
