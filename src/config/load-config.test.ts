import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '@shared/test/test-config';
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

  it('prefers the configuration embedded in the page and then makes no request', async () => {
    const doc = document.implementation.createHTMLDocument('app');
    const block = doc.createElement('script');
    block.id = 'reelbeat-config';
    block.type = 'application/json';
    block.textContent = JSON.stringify(testConfig({ productName: 'Embedded' }));
    doc.head.append(block);
    const fetchSpy = vi.fn<typeof fetch>();
    const config = await loadConfig(fetchSpy, doc);
    expect(config.productName).toBe('Embedded');
    expect(fetchSpy).not.toHaveBeenCalled();

    block.textContent = '{broken';
    await expect(loadConfig(fetchSpy, doc)).rejects.toThrow(
      'The embedded configuration is not valid JSON.',
    );
  });
});
