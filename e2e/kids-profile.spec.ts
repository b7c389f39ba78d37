import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { showHomeRow } from './fixtures/home-rows';
import { seedProfiles } from './fixtures/profiles';

/**
 * A kids profile's ceiling on every screen that lists or plays titles or songs, driven by a real
 * kids profile: the browser's profile registry holds it as the profile screens store it, and the
 * profile start (src/features/profiles/start.tsx) sets its restrictions before the first call.
 * Each screen's titles are checked against the ratings the catalogue itself gives for them.
 */
test.describe.configure({ timeout: 90_000 });

const WITHIN_US_PG = new Set(['G', 'PG', 'TV-Y', 'TV-Y7', 'TV-G', 'TV-PG']);

async function asKidsProfile(page: Page) {
  await seedProfiles(
    page,
    [
      { id: 'main', name: 'Sam' },
      { id: 'kid00001', name: 'Kid', kids: true, ceiling: 'US:PG', allowUnrated: false },
    ],
    'kid00001',
  );
}

/** Every title a part of the page links to, as `movie:123` / `tv:456`. */
async function linkedTitles(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href*="#/movie/"], a[href*="#/tv/"], a[href*="#/anime/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [
    ...new Set(
      hrefs.flatMap((href) => {
        const match = /#\/(movie|tv|anime)\/(\d+)$/.exec(href);
        return match ? [`${match[1] === 'movie' ? 'movie' : 'tv'}:${match[2]}`] : [];
      }),
    ),
  ];
}

/** The title's US rating, as the catalogue's own rating paths give it. */
async function ratingOf(request: APIRequestContext, key: string): Promise<string> {
  const [type, id] = key.split(':');
  const path = type === 'movie' ? `movie/${id}/release_dates` : `tv/${id}/content_ratings`;
  const body = (await (await request.get(`/api/catalog/${path}`)).json()) as {
    results: { release_dates?: { certification: string }[]; rating?: string }[];
  };
  const first = body.results[0];
  return first?.rating ?? first?.release_dates?.[0]?.certification ?? 'unrated';
}

async function expectWithinCeiling(scope: Locator, request: APIRequestContext, least: number) {
  const titles = await linkedTitles(scope);
  expect(titles.length, 'titles on the screen').toBeGreaterThanOrEqual(least);
  const ratings = await Promise.all(titles.map((key) => ratingOf(request, key)));
  const over = titles
    .map((key, i) => `${key} ${ratings[i]}`)
    .filter((_, i) => !WITHIN_US_PG.has(ratings[i]!));
  expect(over).toEqual([]);
}

async function idOf(request: APIRequestContext, query: string, title: string) {
  const body = (await (
    await request.get(`/api/catalog/search/multi?query=${encodeURIComponent(query)}`)
  ).json()) as { results: { id: number; title?: string }[] };
  return body.results.find((r) => r.title === title)!.id;
}

test.describe('a kids profile (ceiling US PG)', () => {
  test.beforeEach(({ page }) => asKidsProfile(page));

  test('home rows, trending, top rated and a category list only titles within it', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Featured' }).getByRole('button', { name: 'Watch Now' }),
    ).toBeVisible({ timeout: 20_000 });
    // Each row is checked once built: rows far from the view are not kept on the page.
    for (const [row, least] of [
      ['Trending this season', 10],
      ['Popular Movies', 10],
      ['Popular TV Shows', 3],
      ['Top Rated Movies', 10],
      ['Top Rated TV Shows', 3],
    ] as const) {
      await showHomeRow(page, row);
      await expectWithinCeiling(page.getByRole('list', { name: row }), request, least);
    }
    // Series too: the offline catalogue's three rated TV-PG are the whole TV row.
    await expect(
      page.getByRole('list', { name: 'Popular TV Shows' }).getByRole('listitem'),
    ).toHaveCount(3);

    await page.goto('/#/trending');
    await expect(
      page.getByRole('list', { name: 'Trending Now' }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 20_000 });
    await expectWithinCeiling(page.locator('main'), request, 10);

    await page.goto('/#/top-rated');
    await expect(page.locator('main a[href*="#/movie/"]').first()).toBeVisible({ timeout: 20_000 });
    await expectWithinCeiling(page.locator('main'), request, 10);

    await page.goto('/#/categories');
    await page.getByRole('button', { name: 'Animation', exact: true }).click();
    const animation = page.getByRole('list', { name: 'Animation titles' });
    await expect(animation.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    await expectWithinCeiling(page.locator('main'), request, 10);
  });

  test('search finds only titles within it', async ({ page, request }) => {
    await page.goto('/#/search?q=the');
    await expect(page.locator('main a[href*="#/movie/"]').first()).toBeVisible({ timeout: 20_000 });
    await expectWithinCeiling(page.locator('main'), request, 10);
    // A famous R-rated film is not found at all.
    await page.goto('/#/search?q=pulp%20fiction');
    await expect(page.getByText('No results found')).toBeVisible({ timeout: 20_000 });
  });

  test('a title over it says so instead of playing, and the player refuses it', async ({
    page,
    request,
  }, testInfo) => {
    const id = await idOf(request, 'pulp fiction', 'Pulp Fiction');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto(`/#/movie/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Pulp Fiction' })).toBeVisible({
        timeout: 20_000,
      });
      const notice = page.getByText("This title is rated R, above this profile's limit.");
      await expect(notice).toBeVisible();
      await expect(page.getByRole('button', { name: /Watch Now|Trailer/ })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`blocked-detail-${width}.png`) });
    }

    await page.goto(`/#/watch/movie/${id}`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Not available on this profile' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText("This title is rated R, above this profile's limit."),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    // A series over it (TV-MA) too, and one within it plays.
    await page.goto('/#/watch/tv/7001/1/1');
    await expect(
      page.getByText("This title is rated TV-MA, above this profile's limit."),
    ).toBeVisible({
      timeout: 20_000,
    });
    await page.goto('/#/watch/tv/7022/1/1');
    await expect(page.getByTitle(/^Player:/)).toBeVisible({ timeout: 20_000 });
  });

  test('music home and music search leave out the songs marked explicit', async ({
    page,
    request,
  }) => {
    const moods = (await (
      await request.get('/api/music/search/songs?query=Pop%20Hits&limit=30')
    ).json()) as {
      data: { results: { name: string; explicitContent: boolean }[] };
    };
    const explicit = moods.data.results.filter((s) => s.explicitContent).map((s) => s.name);
    expect(explicit.length).toBeGreaterThan(0);

    await page.goto('/#/music');
    const pop = page.getByRole('list', { name: 'Pop Hits' });
    await expect(pop.getByRole('listitem')).toHaveCount(8, { timeout: 20_000 });
    for (const name of explicit) await expect(pop.getByText(name, { exact: true })).toHaveCount(0);

    const query = explicit[0]!;
    await page.goto(`/#/music/search?q=${encodeURIComponent(query)}`);
    await expect(
      page
        .getByText('No results found')
        .or(page.getByRole('list', { name: `Results for ${query}` })),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('main').getByText(query, { exact: true })).toHaveCount(0);
  });
});

test.describe('without a kids profile', () => {
  test('the same title plays and the same songs are listed', async ({ page, request }) => {
    const id = await idOf(request, 'pulp fiction', 'Pulp Fiction');
    await page.goto(`/#/movie/${id}`);
    await expect(page.getByRole('button', { name: /Watch Now/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/above this profile's limit/)).toHaveCount(0);

    const moods = (await (
      await request.get('/api/music/search/songs?query=Pop%20Hits&limit=8')
    ).json()) as {
      data: { results: { name: string; explicitContent: boolean }[] };
    };
    const shown = moods.data.results.find((s) => s.explicitContent)!.name;
    await page.goto('/#/music');
    await expect(
      page.getByRole('list', { name: 'Pop Hits' }).getByText(shown, { exact: true }),
    ).toBeVisible({ timeout: 20_000 });
  });
});
