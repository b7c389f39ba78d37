import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './fixtures/axe';
import {
  queueListens,
  startConnectionsServers,
  type ConnectionsServers,
} from './fixtures/connections';
import { chooseStoredLanguage } from './fixtures/language';

/**
 * Settings → Connections in English, German and Japanese, at 1280 and 375 px: not connected,
 * Trakt's device code showing, and connected with items waiting while offline; axe on each, and
 * a screenshot of each (this test's output folder).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let servers: ConnectionsServers;
test.beforeAll(async () => {
  servers = await startConnectionsServers(8);
});
test.afterAll(() => servers?.stop());

const WORDS = {
  en: {
    tab: 'Connections',
    connect: 'Connect',
    cancel: 'Cancel',
    offline: /^Offline — 3 items waiting$/,
  },
  de: {
    tab: 'Verbindungen',
    connect: 'Verbinden',
    cancel: 'Abbrechen',
    offline: /^Offline — 3 Einträge warten$/,
  },
  ja: {
    tab: '連携',
    connect: '接続',
    cancel: 'キャンセル',
    offline: /^オフライン — 3 件が待機中$/,
  },
} as const;

async function look(page: Page, name: string, shot: string) {
  expect(await blockingViolations(page), name).toBe('');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await page.screenshot({ path: shot, fullPage: true });
}

for (const language of ['en', 'de', 'ja'] as const) {
  for (const width of [1280, 375]) {
    test(`Connections in ${language} at ${width} px`, async ({ page, context }, testInfo) => {
      const words = WORDS[language];
      const shot = (state: string) =>
        testInfo.outputPath(`connections-${state}-${language}-${width}.png`);
      await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
      if (language !== 'en') await chooseStoredLanguage(page, language);
      await page.goto(`${servers.baseURL}/#/settings`);
      await page.getByRole('tab', { name: words.tab }).click();
      const trakt = page.getByRole('region', { name: 'Trakt' });
      await expect(trakt.locator('[data-state="none"]')).toBeVisible({ timeout: 15_000 });
      await look(page, 'not connected', shot('not-connected'));

      servers.standIn.state.approveAfterPolls = 1_000_000;
      await trakt.getByRole('button', { name: words.connect }).click();
      await expect(page.getByTestId('trakt-user-code')).toBeVisible();
      await look(page, 'device code', shot('device-code'));
      await trakt.getByRole('button', { name: words.cancel }).click();

      servers.standIn.state.approveAfterPolls = 0;
      await trakt.getByRole('button', { name: words.connect }).click();
      await expect(trakt.locator('[data-state="connected"]')).toBeVisible({ timeout: 15_000 });
      const lb = page.getByRole('region', { name: 'ListenBrainz' });
      await lb.getByRole('textbox').or(lb.locator('input')).fill('lb-token-ana');
      await lb.getByRole('button', { name: words.connect }).click();
      await expect(lb.locator('[data-state="connected"]')).toBeVisible({ timeout: 15_000 });

      // ListenBrainz cannot be reached, three listens wait, and the browser goes offline.
      await page.route(`${servers.baseURL}/api/connections/listenbrainz/**`, (route) =>
        route.abort('internetdisconnected'),
      );
      await queueListens(page, ['S1', 'S2', 'S3']);
      await page.reload();
      await page.getByRole('tab', { name: words.tab }).click();
      // The tab's code arrives first (offline it would wait for the connection to come back).
      await expect(lb).toBeVisible();
      await context.setOffline(true);
      await expect(lb.getByText(words.offline)).toBeVisible({ timeout: 15_000 });
      // Still offered while its address cannot be fetched offline.
      await expect(lb.getByText(/LISTENBRAINZ_API_URL/)).toHaveCount(0);
      await look(page, 'items waiting', shot('waiting'));
      await context.setOffline(false);
    });
  }
}
