import { expect, type Locator, type Page } from '@playwright/test';

/** Ids from the offline catalogue the server answers with. */
export interface CatalogueIds {
  movie: number;
  tv: number;
}

/**
 * One measured interaction. `prepare` brings a fresh page to the moment before it, unthrottled
 * and untimed; `act` is the input the row times (4× CPU throttling on); `done` confirms that
 * the input did what it should, so a row never times a click that missed.
 */
export interface InteractionStep {
  name: string;
  prepare(page: Page, ids: CatalogueIds): Promise<void>;
  act(page: Page): Promise<void>;
  done(page: Page): Promise<void>;
  /** Event names that count besides interactions (a drag ends in `drop`, which has no id). */
  alsoCount?: readonly string[];
}

/** A query of ten characters, typed at a brisk pace. */
export const SEARCH_QUERY = 'the matrix';
const KEY_GAP_MS = 120;
const TIMEOUT = { timeout: 20_000 };

/**
 * A click as a finger or a mouse makes it: the pointer is already over the control (moved there
 * in `prepare`, so hover work is not timed as the click), pressed, held briefly, released.
 */
async function tap(page: Page) {
  await page.mouse.down();
  await page.waitForTimeout(60);
  await page.mouse.up();
}

/**
 * Moves the pointer over `target` once it has stayed in place for three looks 250 ms apart: the
 * timed tap lands where the pointer is, so a card that moves after the hover (Home's rows still
 * settling) would take the tap elsewhere, and the row would fail instead of timing the open.
 * Playwright's own hover waits for two frames alike, which a card that moves now and then has.
 */
export async function hoverWhenStill(target: Locator) {
  const looks: string[] = [];
  await expect
    .poll(
      async () => {
        looks.push(JSON.stringify(await target.boundingBox()));
        const [a, b, c] = looks.slice(-3);
        return a !== 'null' && a === b && b === c;
      },
      { intervals: [250], ...TIMEOUT },
    )
    .toBe(true);
  await target.hover(TIMEOUT);
}

const player = (page: Page) => page.getByRole('region', { name: 'Music player' });
const queueDialog = (page: Page) => page.getByRole('dialog', { name: 'Queue' });

/** The music home with the first mood's songs queued and playing (the bar is up). */
async function playingMusic(page: Page) {
  await page.goto('/#/music');
  const list = page.getByRole('list', { name: 'Pop Hits' });
  const first = list.getByRole('listitem').first();
  await first.hover(TIMEOUT);
  await first.getByRole('button', { name: /^Play / }).click();
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible(
    TIMEOUT,
  );
}

async function openQueue(page: Page) {
  await playingMusic(page);
  await player(page)
    .getByRole('button', { name: /^Queue \(\d+ songs\)$/ })
    .click();
  await expect(queueDialog(page).getByRole('listitem').nth(2)).toBeVisible(TIMEOUT);
}

const reorderHandle = (page: Page, position: number) =>
  queueDialog(page).getByRole('button', { name: new RegExp(`, position ${position} of \\d+$`) });

async function shortcutsLoaded(page: Page) {
  await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').some((e) => /\/shortcuts-[^/]*\.js$/.test(e.name)),
    undefined,
    TIMEOUT,
  );
  // The chunk has arrived; a frame later its listener is on the document.
  await page.waitForTimeout(500);
}

export const INTERACTION_STEPS: readonly InteractionStep[] = [
  {
    name: `Search: typing "${SEARCH_QUERY}" (slowest key)`,
    async prepare(page) {
      await page.goto('/#/search');
      await page.getByRole('searchbox').first().focus(TIMEOUT);
    },
    act: (page) => page.keyboard.type(SEARCH_QUERY, { delay: KEY_GAP_MS }),
    done: (page) =>
      expect(page.getByRole('main').getByRole('article').first()).toBeVisible(TIMEOUT),
  },
  {
    name: 'Home: opening a title from a card',
    async prepare(page) {
      await page.goto('/');
      const card = page.getByRole('main').getByRole('article').first();
      await hoverWhenStill(card.getByRole('link').first());
    },
    act: tap,
    done: (page) => expect(page).toHaveURL(/#\/(movie|tv|anime)\/\d+/, TIMEOUT),
  },
  {
    name: 'Title: Add to Library',
    async prepare(page, ids) {
      await page.goto(`/#/movie/${ids.movie}`);
      await page.getByRole('button', { name: 'Add to Library' }).hover(TIMEOUT);
    },
    act: tap,
    done: (page) => expect(page.getByRole('button', { name: 'In Library' })).toBeVisible(TIMEOUT),
  },
  {
    name: 'Music: liking the song that plays',
    async prepare(page) {
      await playingMusic(page);
      await player(page).getByRole('button', { name: 'Like' }).hover();
    },
    act: tap,
    done: (page) =>
      expect(player(page).getByRole('button', { name: 'Like' })).toHaveAttribute(
        'aria-pressed',
        'true',
        TIMEOUT,
      ),
  },
  {
    name: 'Music: opening Now Playing',
    async prepare(page) {
      await playingMusic(page);
      await player(page).getByRole('button', { name: 'Expand' }).hover();
    },
    act: tap,
    done: (page) => expect(page.getByRole('dialog', { name: 'Now Playing' })).toBeVisible(TIMEOUT),
  },
  {
    name: 'Queue: moving a song with the keyboard',
    async prepare(page) {
      await openQueue(page);
      await reorderHandle(page, 3).focus();
    },
    act: (page) => page.keyboard.press('ArrowUp'),
    done: (page) => expect(reorderHandle(page, 2)).toBeFocused(TIMEOUT),
  },
  {
    name: 'Queue: moving a song by drag',
    prepare: openQueue,
    act: (page) =>
      queueDialog(page)
        .getByRole('listitem')
        .nth(2)
        .dragTo(queueDialog(page).getByRole('listitem').nth(0)),
    done: async () => undefined,
    alsoCount: ['drop', 'dragend'],
  },
  {
    name: 'Settings: switching tabs (slowest of all)',
    async prepare(page) {
      await page.goto('/#/settings');
      await expect(page.getByRole('tab').nth(1)).toBeVisible(TIMEOUT);
    },
    async act(page) {
      const tabs = page.getByRole('tab');
      const count = await tabs.count();
      for (let i = 1; i <= count; i += 1) {
        await tabs.nth(i % count).hover();
        await tap(page);
        await page.waitForTimeout(250);
      }
    },
    done: (page) =>
      expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true', TIMEOUT),
  },
  {
    name: 'Watch: opening the episode drawer',
    async prepare(page, ids) {
      await page.goto(`/#/watch/tv/${ids.tv}/1/1`);
      await page.getByRole('button', { name: 'Episodes', exact: true }).hover(TIMEOUT);
    },
    act: tap,
    done: (page) => expect(page.getByRole('region', { name: 'Episode list' })).toBeVisible(TIMEOUT),
  },
  {
    name: 'Settings: switching the language',
    async prepare(page) {
      await page.goto('/#/settings');
      await page.getByRole('tab', { name: 'Content' }).click(TIMEOUT);
      await page.getByLabel('Language', { exact: true }).focus(TIMEOUT);
    },
    // A closed, focused select takes the option a letter starts: Deutsch.
    act: (page) => page.keyboard.press('d'),
    done: (page) => expect(page.getByRole('tab', { name: 'Inhalte' })).toBeVisible(TIMEOUT),
  },
  {
    name: 'Shortcuts: opening the help with ?',
    async prepare(page) {
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(TIMEOUT);
      await shortcutsLoaded(page);
    },
    act: (page) => page.keyboard.press('?'),
    done: (page) =>
      expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible(TIMEOUT),
  },
];
