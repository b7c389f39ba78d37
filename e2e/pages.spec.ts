import { expect, test } from '@playwright/test';
import { withConfig } from './fixtures/config';

// The e2e server serves e2e/fixtures/downloads as DOWNLOADS_DIR (playwright.config.ts): only the
// streaming app's Windows installer is there, so the other buttons are marked "Not available yet".

const WIDTHS = [
  [1280, 800],
  [375, 812],
] as const;

test('without the desktop bridge there is no title bar', async ({ page }) => {
  await page.goto('/#/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Reelbeat' })).toBeVisible();
  await expect(page.getByRole('banner', { name: 'Window title bar' })).toHaveCount(0);
});

test('Support: Copy puts the UPI ID on the clipboard or says donations are not set up', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const copied: string[] = [];
    Object.assign(window, { __copied: copied });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void copied.push(text) },
    });
  });
  const restore = await withConfig(page, (config) => {
    config.support = { upiId: 'reelbeat@upi', qrImageUrl: '/support.jpg', methods: ['Google Pay'] };
  });
  await page.goto('/#/support');
  await expect(page.getByRole('heading', { name: 'Support Our Mission' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy UPI ID' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual(
    ['reelbeat@upi'],
  );
  await expect(page.getByRole('button', { name: 'Copy UPI ID' })).toBeVisible();

  await restore();
  await page.reload();
  await expect(page.getByRole('note')).toHaveText(
    'Donations aren’t available here. You can still help by telling a friend about Reelbeat.',
  );
});

for (const [width, height] of WIDTHS) {
  test(`Support without a UPI ID says so plainly and shows no dead button, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => {} } });
    });
    await page.goto('/#/support');
    await expect(page.getByRole('heading', { name: 'Support Our Mission' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Donations aren’t available here.');
    await expect(page.getByText(/operator|UPI ID|deployment/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Support Now' })).toHaveCount(0);
    // The one button left works: it copies a link to pass on.
    const share = page.getByRole('main').getByRole('button');
    await expect(share).toHaveText('Copy a link to Reelbeat');
    await share.click();
    await expect(share).toHaveText('Copied!');
  });

  test(`Downloads: one list from the server, no 404 in the console, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.goto('/#/download');
    await expect(page.getByRole('button', { name: /Reelbeat Music for Android$/ })).toHaveText(
      /Not available yet/,
    );
    await expect(page.getByRole('button', { name: 'Download Reelbeat for Windows' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => /^[A-Z]+ \/(api\/)?downloads(\/|$)/.test(r))).toEqual([
      'GET /api/downloads',
    ]);
    expect(errors).toEqual([]);
  });
}

test('Downloads: the server lists the files once; the click checks its file with HEAD', async ({
  page,
}) => {
  const heads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'HEAD') heads.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Download Our Apps' })).toBeVisible();
  const windows = page.getByRole('button', { name: 'Download Reelbeat for Windows' });
  await expect(windows).toBeEnabled();
  expect(heads).toEqual([]);
  const download = page.waitForEvent('download');
  await windows.click();
  expect((await download).suggestedFilename()).toBe('Reelbeat-Setup-1.0.0.exe');
  expect(heads).toEqual(['/downloads/Reelbeat-Setup-1.0.0.exe']);
});

test('Downloads: a missing file is marked "Not available yet" and cannot be clicked', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/#/download');
  const android = page.getByRole('button', { name: /Reelbeat Music for Android$/ });
  await expect(android).toHaveText(/Not available yet/);
  await expect(android).toBeDisabled();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(messages).toEqual([]);
});

test('Downloads: a file gone between the list and the click shows the alert', async ({ page }) => {
  // Listed when the page asks, gone by the click.
  await page.route('**/downloads/Reelbeat-Setup-1.0.0.exe', async (route) => {
    if (route.request().method() !== 'HEAD') return route.continue();
    await route.fulfill({ status: 404, body: '' });
  });
  await page.goto('/#/download');
  const windows = page.getByRole('button', { name: 'Download Reelbeat for Windows' });
  await expect(windows).toBeEnabled();
  await windows.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toHaveAccessibleName(
    'Unable to download Reelbeat-Setup-1.0.0.exe. Please make sure the file exists in the public folder and try again.',
  );
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('button', { name: /Reelbeat for Windows$/ })).toBeDisabled();
});

test('Downloads: the server answers HEAD and GET and refuses traversal', async ({ request }) => {
  const head = await request.head('/downloads/Reelbeat-Setup-1.0.0.exe');
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toBe('application/vnd.microsoft.portable-executable');
  const get = await request.get('/downloads/Reelbeat-Setup-1.0.0.exe');
  expect(Number(head.headers()['content-length'])).toBe((await get.body()).length);
  expect((await request.get('/downloads/..%2f..%2fpackage.json')).status()).toBe(404);
  expect((await request.get('/downloads/')).status()).toBe(404);
});

test('Downloads in German: the apps named in German, cards side by side as tall as each other', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('reelbeat_settings')) {
      localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 2, data: { language: 'de' } }));
    }
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/download');
  const windows = page.getByRole('article', { name: 'Reelbeat für Windows' });
  const android = page.getByRole('article', { name: 'Reelbeat für Android' });
  await expect(android.getByText('Android 7.0 oder höher')).toBeVisible();
  const [a, b] = [await windows.boundingBox(), await android.boundingBox()];
  // Side by side, the longer requirement of the one does not make it taller than the other.
  expect(a!.y).toBe(b!.y);
  expect(a!.height).toBe(b!.height);
  const buttons = [windows, android].map((card) => card.getByRole('button').boundingBox());
  const [first, second] = await Promise.all(buttons);
  expect(first!.y).toBe(second!.y);
});
