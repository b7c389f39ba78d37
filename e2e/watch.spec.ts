import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface Listed {
  id: number;
  name?: string;
  title?: string;
}

async function firstOf(request: APIRequestContext, path: string): Promise<Listed> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { results: Listed[] };
  const first = body.results[0];
  if (!first) throw new Error(`${path} returned no results`);
  return first;
}

const player = (page: Page) => page.locator('iframe[title^="Player:"]');

test.describe('watch', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a TV episode plays in the sandboxed demo embed and its progress is saved', async ({
    page,
    request,
  }) => {
    const show = await firstOf(request, '/api/catalog/tv/popular');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`/#/watch/tv/${show.id}/1/1`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${show.name} - S1E1` }),
    ).toBeVisible();
    await expect(
      page.getByText('If the content is wrong or missing, try switching servers'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();

    const servers = page.getByRole('group', { name: 'Servers' });
    await expect(servers.getByRole('button')).toHaveCount(5);
    await expect(servers.getByRole('button', { name: /Banki/ })).toHaveCount(0);
    // A fresh player starts on embedapi, the player's own default, whatever the Settings field's default says.
    await expect(servers.getByRole('button', { name: /EmbedAPI/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const frame = player(page);
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-presentation',
    );
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`/embed/demo/embedapi/embed\\?id=${show.id}&type=tv&s=1&e=1$`),
    );

    // Drive the demo player inside the frame: play, seek to the middle, pause.
    const embed = page.frameLocator('iframe[title^="Player:"]');
    await expect(embed.getByText(`TV ${show.id} · S1E1`).first()).toBeVisible();
    await embed.getByRole('button', { name: 'Play' }).click();
    await expect(embed.getByRole('button', { name: 'Pause' })).toBeVisible();
    await embed.getByRole('slider', { name: 'Seek' }).fill('150');
    await embed.getByRole('button', { name: 'Pause' }).click();
    await expect(embed.getByRole('button', { name: 'Play' })).toBeVisible();

    await page.goto('/#/continue');
    const card = page.getByRole('main').getByText(`${show.name}`).first();
    await expect(card).toBeVisible();
    await expect(page.getByText(/^5[0-9]% watched$/)).toBeVisible();
    await expect(page.getByText('S1E1').first()).toBeVisible();

    // The home strip shows the same progress and leads back to the player.
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Continue Watching' });
    const resume = strip.getByRole('link', {
      name: new RegExp(`^Continue ${escapeRegExp(show.name ?? '')}.*5[0-9]% watched$`),
    });
    await expect(resume).toBeVisible({ timeout: 20_000 });
    await resume.click();
    await expect(page).toHaveURL(new RegExp(`#/player/tv/${show.id}/1/1$`));

    // The saved player data arrives as received, under its own list of the first profile.
    const stored = await page.evaluate(() => localStorage.getItem('reelbeat:main:playerProgress'));
    expect(stored).toContain(String(show.id));
    expect(errors).toEqual([]);
  });

  test('Watch Now on a TV detail opens the player at S1E1', async ({ page, request }) => {
    const show = await firstOf(request, '/api/catalog/tv/popular');
    await page.goto(`/#/tv/${show.id}`);
    await page.getByRole('button', { name: 'Watch Now' }).first().click();
    await expect(page).toHaveURL(new RegExp(`#/watch/tv/${show.id}/1/1$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `${show.name} - S1E1` }),
    ).toBeVisible();
    const embed = page.frameLocator('iframe[title^="Player:"]');
    await embed.getByRole('button', { name: 'Play' }).click();
    await expect(embed.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('resuming from Continue Watching starts the embed at the saved position', async ({
    page,
    request,
  }) => {
    const show = await firstOf(request, '/api/catalog/tv/popular');
    await page.goto(`/#/player/tv/${show.id}/1/2`);
    const embed = page.frameLocator('iframe[title^="Player:"]');
    await embed.getByRole('button', { name: 'Play' }).click();
    await embed.getByRole('slider', { name: 'Seek' }).fill('120');
    await embed.getByRole('button', { name: 'Pause' }).click();
    await page.goto('/#/continue');
    await expect(page.getByText(/^4[0-9]% watched$/)).toBeVisible();

    await page.goto(`/#/player/tv/${show.id}/1/2`);
    await page.getByRole('button', { name: /^Resume from 2:0\d$/ }).click();
    await expect(player(page)).toHaveAttribute('src', /[?&]t=12\d$/);
  });

  test('switching servers swaps the embed address', async ({ page, request }) => {
    const show = await firstOf(request, '/api/catalog/tv/popular');
    await page.goto(`/#/watch/tv/${show.id}/1/1`);
    const servers = page.getByRole('group', { name: 'Servers' });
    const before = await player(page).getAttribute('src');

    // The player starts on EmbedAPI; Void is another address shape.
    await servers.getByRole('button', { name: /Void/ }).click();
    await expect(servers.getByRole('button', { name: /Void/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(player(page)).not.toHaveAttribute('src', before ?? '');
    await expect(player(page)).toHaveAttribute(
      'src',
      new RegExp(`/embed/demo/void/tv/${show.id}/1/1$`),
    );

    await servers.getByRole('button', { name: /Eren/ }).click();
    await expect(player(page)).toHaveAttribute(
      'src',
      new RegExp(`/embed/demo/eren/tv/${show.id}/1/1`),
    );
    await page
      .frameLocator('iframe[title^="Player:"]')
      .getByRole('button', { name: 'Play' })
      .waitFor();
  });

  test('next episode moves to S1E2 and a movie offers banki', async ({ page, request }) => {
    const show = await firstOf(request, '/api/catalog/tv/popular');
    await page.goto(`/#/watch/tv/${show.id}/1/1`);
    await expect(page.getByRole('button', { name: /Previous episode/ })).toBeDisabled();
    await page.getByRole('button', { name: /Next episode/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/watch/tv/${show.id}/1/2$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `${show.name} - S1E2` }),
    ).toBeVisible();

    const movie = await firstOf(request, '/api/catalog/movie/popular');
    await page.goto(`/#/player/movie/${movie.id}`);
    await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
    const servers = page.getByRole('group', { name: 'Servers' });
    await expect(servers.getByRole('button')).toHaveCount(6);
    await expect(servers.getByRole('button', { name: /Banki.*Hindi Dubbed/ })).toBeVisible();
  });

  test('when an episode ends, the next one is offered and plays', async ({ page, request }) => {
    const show = await firstOf(request, '/api/catalog/tv/popular');
    await page.goto(`/#/watch/tv/${show.id}/1/1`);
    const embed = page.frameLocator('iframe[title^="Player:"]');
    await embed.getByRole('button', { name: 'Play' }).click();
    await embed.getByRole('slider', { name: 'Seek' }).fill('300');
    const upNext = page.getByRole('status', { name: 'Up next' });
    await expect(upNext).toContainText('S1E2');
    await upNext.getByRole('button', { name: 'Play now' }).click();
    await expect(page).toHaveURL(new RegExp(`#/watch/tv/${show.id}/1/2$`));
    await expect(page.getByRole('status', { name: 'Up next' })).toHaveCount(0);
  });

  test('the episode drawer names each episode once; its season picker and the autoplay switch look as Settings’ do', async ({
    page,
    request,
  }) => {
    const show = await firstOf(request, '/api/catalog/tv/popular');
    await page.goto(`/#/watch/tv/${show.id}/1/1`);
    await page.getByRole('button', { name: 'Episodes', exact: true }).click();
    const drawer = page.getByRole('region', { name: 'Episode list' });
    // The offline catalogue names its episodes "Episode N": no "E1" badge repeats the number.
    const current = drawer.locator('[aria-current="true"]');
    await expect(current).toHaveText(/^Episode 1\s*Playing$/);
    await expect(current.getByText('Playing', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Episode 2$/ })).toBeVisible();

    const select = drawer.getByRole('combobox', { name: 'Season' });
    const look = await select.evaluate((element) => {
      const probe = document.createElement('div');
      probe.style.cssText =
        'background: var(--surface-2); border: 1px solid var(--border); border-radius: var(--radius)';
      document.body.append(probe);
      const want = getComputedStyle(probe);
      const have = getComputedStyle(element);
      const pick = (style: CSSStyleDeclaration) => [
        style.backgroundColor,
        style.borderTopColor,
        style.borderTopLeftRadius,
      ];
      const result = { have: pick(have), want: pick(want) };
      probe.remove();
      return result;
    });
    expect(look.have).toEqual(look.want);

    // The autoplay switch is drawn as the app's switch (Settings' look), not the browser's box.
    const autoplay = page.getByRole('switch', { name: 'Autoplay next episode' });
    const drawn = await autoplay.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { appearance: getComputedStyle(element).appearance, width: box.width };
    });
    expect(drawn).toEqual({ appearance: 'none', width: 44 });
  });

  test('an invalid id shows that no source is available', async ({ page }) => {
    await page.goto('/#/watch/movie/undefined');
    await expect(
      page.getByRole('heading', { name: 'No streaming source available' }),
    ).toBeVisible();
    await expect(page.getByText('undefined')).toBeVisible();
    await expect(page.getByText('movie', { exact: true })).toBeVisible();
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
