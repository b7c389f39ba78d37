import { appendFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { copyOfBuild, serveBuild } from './fixtures/build-server';

// These journeys are about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/*
 * The installable app: its manifest and icons, and how a new version arrives (the production
 * build with its service worker, as playwright.config.ts serves it).
 */

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string }[];
}

/** A PNG's width and height, from its IHDR chunk (bytes 16–23, big-endian). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the manifest names the app, its colours, shortcuts and icons of the right sizes', async ({
  page,
  request,
}) => {
  // index.html links no manifest: the page links it once its first screen has settled
  // (src/lib/pwa/manifest-link.ts), so that it and its icon do not take connections the first
  // screen's files wait for. The browser reads it then: Chromium finds it valid, and the only
  // reason it gives not to install is Playwright's incognito context.
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('rel="manifest"');
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  const read = await cdp.send('Page.getAppManifest');
  expect(read.url).toMatch(/\/manifest\.webmanifest$/);
  expect(read.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Reelbeat',
    short_name: 'Reelbeat',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const sizes = (purpose: string) =>
    manifest.icons.filter((icon) => (icon.purpose ?? 'any') === purpose).map((i) => i.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toEqual(expect.arrayContaining(['512x512']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(icon.type).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
  }

  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Search', '/#/search'],
    ['Music', '/#/music'],
    ['My Library', '/#/library'],
  ]);
  // Each shortcut opens its page.
  await page.goto(manifest.shortcuts[0]!.url);
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await page.goto(manifest.shortcuts[2]!.url);
  await expect(page.getByRole('heading', { name: 'Your Library', level: 1 })).toBeVisible();
});

test('the tab icon is the logo in the page itself: no request for it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toMatch(/^data:image\/svg\+xml,/);
  const svg = decodeURIComponent(href!.slice('data:image/svg+xml,'.length));
  expect(svg).toMatch(/^<svg [^>]*viewBox='0 0 64 64'>.*<path d='M22 16l26 16-26 16z'/);
  expect(requested).not.toContain('/favicon.svg');
});

const registration = (page: Page) =>
  page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(found?.waiting),
      active: Boolean(found?.active),
      controlled: navigator.serviceWorker.controller !== null,
    };
  });

test('a new version waits until Reload, which activates it', async ({ page }) => {
  test.setTimeout(90_000);
  const build = await copyOfBuild();
  let server = await serveBuild(build);
  try {
    await page.goto(server.baseURL);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'A new version of Reelbeat is ready' });
    await expect(notice).toHaveCount(0);

    // A deployment: the same origin now serves a build whose service worker differs.
    await server.stop();
    await appendFile(join(build, 'sw.js'), '\n// the next version\n');
    server = await serveBuild(build);

    // The browser looks for a new worker on every visit; the page hears of it once the new one
    // has installed and the app has registered (after the first paint, on idle): slow on a busy
    // machine.
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 20_000 });
    // Never a silent swap: the new version waits while the page keeps running the old one.
    await page.waitForTimeout(500);
    expect(await registration(page)).toEqual({ waiting: true, active: true, controlled: true });

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect
      .poll(() => registration(page))
      .toEqual({
        waiting: false,
        active: true,
        controlled: true,
      });
    await expect(notice).toHaveCount(0);
  } finally {
    await server.stop();
    await rm(build, { recursive: true, force: true });
  }
});
