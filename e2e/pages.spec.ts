import { expect, test } from '@playwright/test';
import { withConfig } from './fixtures/config';

// The e2e server serves e2e/fixtures/downloads as DOWNLOADS_DIR (playwright.config.ts): only the
// streaming app's Windows installer is there, so the other buttons meet the missing-file alert.

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

test('Downloads: an existing file is checked with HEAD, then downloaded', async ({ page }) => {
  const heads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'HEAD') heads.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Download Our Apps' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Reelbeat for Windows' }).click();
  expect((await download).suggestedFilename()).toBe('Reelbeat-Setup-1.0.0.exe');
  expect(heads).toEqual(['/downloads/Reelbeat-Setup-1.0.0.exe']);
});

test('Downloads: a missing file shows the alert', async ({ page }) => {
  await page.goto('/#/download');
  const opener = page.getByRole('button', { name: 'Download Reelbeat Music for Android' });
  await opener.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toHaveText(
    'Unable to download Reelbeat-Music-1.0.0.apk. Please make sure the file exists in the public folder and try again.OK',
  );
  await expect(alert).toHaveAccessibleName(
    'Unable to download Reelbeat-Music-1.0.0.apk. Please make sure the file exists in the public folder and try again.',
  );
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
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
