import type { AppConfig } from '@shared/config/config-schema';
import { EMBEDDED_CONFIG_ID } from '@shared/config/embedded-config-id';

export class ConfigError extends Error {}

/**
 * The runtime configuration: embedded in index.html by the Reelbeat server, otherwise read from
 * /config.json (a static host). The app renders nothing else until this succeeds.
 */
export async function loadConfig(
  fetchImpl: typeof fetch = fetch,
  doc: Document = document,
): Promise<AppConfig> {
  const embedded = doc.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (embedded) {
    let body: unknown;
    try {
      body = JSON.parse(embedded);
    } catch {
      throw new ConfigError('The embedded configuration is not valid JSON.');
    }
    return trustEmbedded(body);
  }
  // A static host's hand-written file: fetched and checked by code that loads only then.
  const { readConfigFile } = await import('./config-file');
  return readConfigFile(fetchImpl);
}

/**
 * The embedded config is written by the Reelbeat server from its own checked environment
 * (server/public-config.ts, typed as AppConfig), so it is not validated again at start-up:
 * the schema library would then sit on the path to the first paint. The one
 * optional field the server never sends gets its default.
 */
function trustEmbedded(body: unknown): AppConfig {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ConfigError('The embedded configuration is invalid.');
  }
  const config = body as AppConfig;
  return { ...config, catalog: { ...config.catalog, apiKey: config.catalog?.apiKey ?? null } };
}
