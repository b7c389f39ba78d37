import { expect, test, type APIRequestContext } from '@playwright/test';
import { firstId } from './fixtures/catalogue';
import { openInTvMode, press, pressUntil, reach, TV_SCREENS } from './fixtures/tv-remote';

/**
 * Watching together and a kids profile's refusals in TV mode, with nothing but a remote (the
 * arrows, OK and Back; names and messages come from the television's own keyboard), at
 * 1920×1080 and 1280×720. After every key focus is in view with a ring (fixtures/tv-remote.ts).
 */
test.describe.configure({ timeout: 120_000 });

async function pulpFiction(request: APIRequestContext) {
  const body = (await (
    await request.get('/api/catalog/search/multi?query=pulp%20fiction')
  ).json()) as { results: { id: number; title?: string }[] };
  return body.results.find((r) => r.title === 'Pulp Fiction')!.id;
}

for (const screen of TV_SCREENS) {
  test.describe(`${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen });

    test('watch together: the dialog, Back out of it, a room, chat, and End room asked', async ({
      page,
      request,
    }) => {
      const movie = await firstId(request, 'movie');
      await openInTvMode(page, `/watch/movie/${movie}`);
      await expect(page.frameLocator('iframe').locator('button.play')).toBeVisible();
      const start = page.getByRole('dialog', { name: 'Watch together' });
      const opener = 'button[aria-haspopup="dialog"]';
      await reach(page, opener, ['ArrowRight', 'ArrowUp', 'ArrowRight']);
      await press(page, 'Enter');
      await expect(start).toBeVisible();
      await press(page, 'Escape');
      await expect(start).toBeHidden();
      await expect(page.locator(':focus')).toHaveText(/Watch together/);

      await press(page, 'Enter');
      await expect(start).toBeVisible();
      await reach(page, 'dialog input', ['ArrowDown', 'ArrowUp']);
      await page.keyboard.insertText('Ana');
      await reach(page, 'dialog button[type="submit"]', ['ArrowDown', 'ArrowRight']);
      await press(page, 'Enter');
      const panel = page.getByRole('region', { name: 'Watching together' });
      await expect(panel).toBeVisible();

      // The room's panel under the player: reactions, then the chat beside the members.
      const inPanel = '[aria-label="Watching together"]';
      await pressUntil(page, 'ArrowDown', `${inPanel} button`, 30);
      await reach(page, `${inPanel} form input`, ['ArrowRight', 'ArrowDown']);
      await page.keyboard.insertText('Hello from the sofa');
      await press(page, 'Enter');
      await expect(panel.getByRole('log')).toContainText('Hello from the sofa');

      // End room, beside the chat, asks first; Back closes the question and keeps the room.
      await pressUntil(page, 'ArrowLeft', `${inPanel} button`, 3, 'End room');
      await press(page, 'Enter');
      const ask = page.getByRole('dialog', { name: 'End room' });
      await expect(ask).toBeVisible();
      await press(page, 'Escape');
      await expect(ask).toBeHidden();
      await expect(panel).toBeVisible();
    });

    test('a kids profile: a refused title and a refused player, left with Back and OK', async ({
      page,
      request,
    }) => {
      await page.addInitScript(() => {
        Object.assign(window, { reelbeatContentRestrictions: { ceiling: 'US:PG' } });
      });
      const id = await pulpFiction(request);

      await openInTvMode(page, `/movie/${id}`);
      await expect(
        page.getByText("This title is rated R, above this profile's limit."),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Watch Now' })).toHaveCount(0);
      await press(page, 'ArrowDown');
      await press(page, 'Escape');
      await expect(page).toHaveURL(/#\/(\?tv=1)?$/);

      await openInTvMode(page, `/watch/movie/${id}`);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Not available on this profile' }),
      ).toBeVisible();
      await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Back');
      await press(page, 'Enter');
      await expect(page).toHaveURL(/#\/(\?tv=1)?$/);
    });
  });
}
