import { expect, test, type Browser, type Page } from '@playwright/test';

// Two browser contexts, each with a player page and its embed, on one busy machine.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const embedOf = (page: Page) => page.frameLocator('iframe[title^="Player:"]');
const clockOf = (page: Page) => embedOf(page).locator('output.time');
/** Seconds shown by the demo player's clock ("2:31 / 5:00"). */
async function shownSeconds(page: Page) {
  const [m = '0', s = '0'] = ((await clockOf(page).textContent()) ?? '')
    .split(' / ')[0]!
    .split(':');
  return Number(m) * 60 + Number(s);
}

async function movie(page: Page) {
  const response = await page.request.get('/api/catalog/movie/popular');
  return ((await response.json()) as { results: { id: number; title: string }[] }).results[0]!;
}

async function hostVideoRoom(page: Page) {
  const title = await movie(page);
  await page.goto(`/#/watch/movie/${title.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title.title })).toBeVisible();
  await expect(embedOf(page).getByRole('button', { name: 'Play' })).toBeVisible();
  await page.getByRole('button', { name: 'Watch together' }).click();
  const start = page.getByRole('dialog', { name: 'Watch together' });
  await start.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await start.getByRole('button', { name: 'Start room' }).click();
  const panel = page.getByRole('region', { name: 'Watching together' });
  await expect(panel).toBeVisible();
  return { title, invite: await panel.getByRole('textbox', { name: 'Invite link' }).inputValue() };
}

async function guestPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Opens the invite link, or (`pasted`) pastes it into Together's "Join a room". */
async function join(
  page: Page,
  invite: string,
  title: string,
  how: 'opened' | 'pasted' = 'opened',
) {
  if (how === 'pasted') {
    await page.goto('/#/together');
    const form = page.getByRole('region', { name: 'Join a room' });
    await form.getByRole('textbox', { name: 'Invite link' }).fill(invite);
    await form.getByRole('button', { name: 'Open' }).click();
  } else {
    await page.goto(invite);
  }
  await expect(page.getByText(`Watching ${title}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ben');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Watching together' })).toBeVisible();
}

test('the demo player’s play, pause and seek follow the host within a second', async ({
  page: host,
  browser,
}) => {
  const { title, invite } = await hostVideoRoom(host);
  const guest = await guestPage(browser);
  await join(guest.page, invite, title.title, 'pasted');
  const guestEmbed = embedOf(guest.page);
  await expect(guestEmbed.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(guest.page.getByText('Playing in sync with the room.')).toBeVisible();

  await embedOf(host).getByRole('button', { name: 'Play' }).click();
  await expect(guestEmbed.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 1000 });

  await embedOf(host).getByRole('slider', { name: 'Seek' }).fill('150');
  await expect.poll(() => shownSeconds(guest.page), { timeout: 1000 }).toBeGreaterThanOrEqual(150);

  await embedOf(host).getByRole('button', { name: 'Pause' }).click();
  await expect(guestEmbed.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 1000 });
  const [a, b] = [await shownSeconds(host), await shownSeconds(guest.page)];
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1);

  // Reactions and chat reach the other side; chat is text, never HTML.
  await guest.page.getByRole('button', { name: 'React with 🔥' }).click();
  await expect(host.getByText('Ben: 🔥')).toBeAttached();
  await host.getByRole('textbox', { name: 'Message' }).fill('<img src=x onerror=alert(1)> hi');
  await host.getByRole('button', { name: 'Send' }).click();
  const log = guest.page.getByRole('log');
  await expect(log).toContainText('<img src=x onerror=alert(1)> hi');
  await expect(log.locator('img')).toHaveCount(0);
  await guest.context.close();
});

test('a player that reports but takes no commands offers “Jump to” the host’s time', async ({
  page: host,
  browser,
}) => {
  const { title, invite } = await hostVideoRoom(host);
  await embedOf(host).getByRole('button', { name: 'Play' }).click();
  await embedOf(host).getByRole('slider', { name: 'Seek' }).fill('100');
  // The host stays at 1:40 while the guest joins: a host who played on would be past 1:49 by
  // then on a slow machine, and the guest's reload after "Jump to" would leave it behind.
  await embedOf(host).getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => shownSeconds(host)).toBeGreaterThanOrEqual(100);

  // The guest's player reports its progress as the void server does, but ignores commands.
  const guest = await guestPage(browser);
  await guest.page.route('**/embed/demo/demo.js', async (route) => {
    const script = await (await route.fetch()).text();
    const reportsOnly = script
      .replace("command.type !== 'PLAYER_COMMAND'", 'true')
      .replace("post({ type: 'PLAYER_CAPABILITIES'", "void ({ type: 'PLAYER_CAPABILITIES'");
    expect(reportsOnly).not.toBe(script);
    await route.fulfill({ body: reportsOnly, contentType: 'text/javascript' });
  });
  await join(guest.page, invite, title.title);
  const panel = guest.page.getByRole('region', { name: 'Watching together' });
  const jump = panel.getByRole('button', { name: /^Jump to 1:4\d$/ });
  await expect(jump).toBeVisible();
  await expect(panel).toContainText(/The host is at 1:4\d\./);
  await jump.click();
  await expect(guest.page.locator('iframe[title^="Player:"]')).toHaveAttribute(
    'src',
    /[?&]t=1\d\d/,
  );
  await embedOf(guest.page).getByRole('button', { name: 'Play' }).click();
  const [a, b] = [await shownSeconds(host), await shownSeconds(guest.page)];
  expect(Math.abs(a - b)).toBeLessThanOrEqual(5);
  await expect(jump).toBeHidden();
  await guest.context.close();
});
