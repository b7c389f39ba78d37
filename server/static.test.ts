import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_REMEMBERED_MISSES,
  STATIC_CACHE_BYTES,
  clearStaticCache,
  serveSpa,
  staticCacheStats,
} from './static.ts';

function builtApp() {
  const dir = mkdtempSync(join(tmpdir(), 'reelbeat-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'main-abc.js'), 'console.log(1)');
  const app = new Hono();
  app.use('*', serveSpa(dir));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

beforeEach(() => clearStaticCache());

describe('the static file cache', () => {
  it('remembers a bounded number of missing paths, however many are asked for', async () => {
    const app = builtApp();
    const asked = MAX_REMEMBERED_MISSES + 500;
    for (let i = 0; i < asked; i += 1) {
      const res = await app.request(`/assets/missing-${i}.js`);
      expect(res.status).toBe(404);
    }
    expect(staticCacheStats().misses).toBeLessThanOrEqual(MAX_REMEMBERED_MISSES);
    const served = await app.request('/assets/main-abc.js');
    expect(await served.text()).toBe('console.log(1)');
  });

  it('keeps the files it serves within its byte budget', async () => {
    const app = builtApp();
    await app.request('/assets/main-abc.js');
    expect(staticCacheStats()).toMatchObject({ files: 1, bytes: 'console.log(1)'.length });
    expect(staticCacheStats().bytes).toBeLessThanOrEqual(STATIC_CACHE_BYTES);
  });
});
