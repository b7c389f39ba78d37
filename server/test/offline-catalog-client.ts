import { afterAll, beforeAll, vi } from 'vitest';
import { setRuntimeConfig } from '../../shared/config/runtime-config.ts';
import { testConfig } from '../../shared/test/test-config.ts';
import { createApp } from '../app.ts';
import { readServerEnv } from '../env.ts';

/**
 * For the contract tests: the app's own catalogue client, configured as a browser would be by an
 * offline server, with `fetch` answered in-process by that server's routes. Every address the
 * client asks for is pushed to `requested`.
 */
export function answerClientFromOfflineCatalog(requested: URL[] = []): URL[] {
  beforeAll(async () => {
    const app = await createApp(readServerEnv({}), { serveStatic: false });
    setRuntimeConfig(
      testConfig({
        catalog: {
          mode: 'offline',
          baseUrl: '/api/catalog',
          imageBaseUrl: '/api/catalog/images',
          apiKey: null,
        },
      }),
    );
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://reelbeat.test');
      requested.push(url);
      return app.request(`${url.pathname}${url.search}`);
    });
  });
  afterAll(() => vi.unstubAllGlobals());
  return requested;
}
