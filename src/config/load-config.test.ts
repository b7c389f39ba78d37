import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-config';
import { ConfigError, loadConfig } from './load-config';

const respond =
  (body: unknown, init: ResponseInit = {}) =>
  () =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), init));

describe('loadConfig', () => {
  it('returns a valid configuration', async () => {
    const config = await loadConfig(respond(testConfig()));
    expect(config.productName).toBe('Reelbeat');
    expect(config.players).toHaveLength(6);
  });

  it('fills the optional apiKey with null', async () => {
    const { catalog, ...rest } = testConfig();
    const { apiKey: _omit, ...catalogWithoutKey } = catalog;
    const config = await loadConfig(respond({ ...rest, catalog: catalogWithoutKey }));
    expect(config.catalog.apiKey).toBeNull();
  });

  it('explains an HTTP failure', async () => {
    await expect(loadConfig(respond('nope', { status: 503 }))).rejects.toThrow(
      'The configuration could not be read (HTTP 503).',
    );
  });

  it('explains a network failure', async () => {
    await expect(
      loadConfig(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow(ConfigError);
  });

  it('explains invalid JSON and an invalid shape with the failing field', async () => {
    await expect(loadConfig(respond('{oops'))).rejects.toThrow(
      'The configuration is not valid JSON.',
    );
    await expect(loadConfig(respond({ ...testConfig(), productName: '' }))).rejects.toThrow(
      /invalid at "productName"/,
    );
  });
});
