import { expect, test } from '@playwright/test';
import { withConfig } from './fixtures/config';

// The e2e server serves e2e/fixtures/downloads as DOWNLOADS_DIR (playwright.config.ts): only the
// streaming app's Windows installer is there, so the other buttons are marked "Not available yet".

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
  await expect(page.getByText(/Donations are not set up for this deployment/)).toBeVisible();
});

test('Downloads: each file is checked with HEAD when shown and again at the click', async ({
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
  await expect.poll(() => heads).toContain('/downloads/Reelbeat-Setup-1.0.0.exe');
  const download = page.waitForEvent('download');
  await windows.click();
  expect((await download).suggestedFilename()).toBe('Reelbeat-Setup-1.0.0.exe');
  expect(heads.filter((path) => path === '/downloads/Reelbeat-Setup-1.0.0.exe')).toHaveLength(2);
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

test('Downloads: a file gone between the check and the click shows the alert', async ({ page }) => {
  let heads = 0;
  await page.route('**/downloads/Reelbeat-Setup-1.0.0.exe', async (route) => {
    if (route.request().method() !== 'HEAD') return route.continue();
    heads += 1;
    // There when the page checks, gone by the click.
    await route.fulfill({ status: heads === 1 ? 200 : 404, body: '' });
  });
  await page.goto('/#/download');
  const windows = page.getByRole('button', { name: 'Download Reelbeat for Windows' });
  await expect.poll(() => heads).toBe(1);
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
