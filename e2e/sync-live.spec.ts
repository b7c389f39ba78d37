import { expect, test } from '@playwright/test';

/*
 * The page as served (real server, real Content-Security-Policy) may open the sync WebSocket on
 * its own origin, which the server takes (a wrong key is refused with 4401), and nothing else.
 */
test('the page may open the sync WebSocket on its own origin and on no other', async ({ page }) => {
  await page.goto('/');
  const result = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const own = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${scheme}://${location.host}/api/sync/live`);
      socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', auth: 'not.a-key' }));
      socket.onclose = (event) => resolve(event.code);
    });
    // The same server under another loopback address is another origin.
    const foreign = new WebSocket(`${scheme}://127.0.0.2:${location.port}/api/sync/live`);
    let opened = false;
    foreign.onopen = () => (opened = true);
    const deadline = Date.now() + 5000;
    while (violations.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 300));
    return { own, opened, violations };
  });
  expect(result.own).toBe(4401);
  expect(result.opened).toBe(false);
  expect(result.violations).toEqual([
    expect.stringMatching(/^connect-src ws:\/\/127\.0\.0\.2:\d+\/api\/sync\/live$/),
  ]);
});
