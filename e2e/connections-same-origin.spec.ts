import { expect, test } from '@playwright/test';
import {
  connectListenBrainz,
  openConnectionsTab,
  queueListens,
  startConnectionsServers,
  type ConnectionsServers,
} from './fixtures/connections';

/**
 * ListenBrainz out of the box: the page reaches it only through its own server, so the CSP
 * keeps `connect-src 'self'` and the browser never connects to another origin.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let servers: ConnectionsServers;
test.beforeAll(async () => {
  // Without Trakt: ListenBrainz alone adds nothing to the CSP.
  servers = await startConnectionsServers(14, { trakt: false });
});
test.afterAll(() => servers?.stop());

test('ListenBrainz connects and sends listens through the page’s own server only', async ({
  page,
}) => {
  const origin = new URL(servers.baseURL).origin;
  const elsewhere: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(req.url());
  });
  const res = await page.goto(`${servers.baseURL}/#/settings`);
  expect(res!.headers()['content-security-policy']).toContain("connect-src 'self';");
  await openConnectionsTab(page, servers.baseURL);
  await connectListenBrainz(page);
  await queueListens(page, ['Same Origin']);
  await page.reload();
  await expect
    .poll(() => servers.standIn.state.listens.map((l) => JSON.stringify(l.payload)).join(), {
      timeout: 20_000,
    })
    .toContain('Same Origin');
  expect(elsewhere).toEqual([]);
});

test('the default server offers ListenBrainz, with connect-src still only its own', async ({
  page,
}) => {
  const res = await page.goto('/#/settings');
  expect(res!.headers()['content-security-policy']).toContain("connect-src 'self';");
  await page.getByRole('tab', { name: 'Connections' }).click();
  const lb = page.getByRole('region', { name: 'ListenBrainz' });
  await expect(lb.getByLabel(/ListenBrainz user token/)).toBeVisible({ timeout: 15_000 });
  await expect(lb.getByText(/LISTENBRAINZ_API_URL/)).toHaveCount(0);
});
