import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { settled } from './settled.ts';

/** A worker whose install takes 3 s, as a first visit's offline copy takes its time. */
const SLOW_WORKER = `self.addEventListener('install', (event) =>
  event.waitUntil(new Promise((resolve) => setTimeout(resolve, 3000))));`;
const PAGE = (registers: boolean) =>
  `<!doctype html><title>t</title>${
    registers ? "<script>navigator.serviceWorker.register('/sw.js')</script>" : ''
  }`;

let server: Server;
let origin: string;
let browser: Browser;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/sw.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(SLOW_WORKER);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE(req.url !== '/plain'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { installing: Boolean(registration?.installing), active: Boolean(registration?.active) };
  });

describe('settled (a first visit before a row starts its clock)', () => {
  it('waits for the offline copy, which the network going idle does not', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(origin + '/');
      await page.waitForLoadState('networkidle');
      expect(await workerState(page)).toEqual({ installing: true, active: false });
      await settled(page);
      expect(await workerState(page)).toEqual({ installing: false, active: true });
    } finally {
      await context.close();
    }
  });

  it('says so when no worker becomes active', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(origin + '/plain');
      await expect(settled(page, 500)).rejects.toThrow(
        'the page did not settle: no service worker was active after 0.5 s',
      );
    } finally {
      await context.close();
    }
  });
});
