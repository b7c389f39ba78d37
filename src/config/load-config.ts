import { EMBEDDED_CONFIG_ID, appConfigSchema, type AppConfig } from './config-schema';

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
    return validate(body);
  }
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { cache: 'no-cache' });
  } catch (error) {
    throw new ConfigError(`The configuration could not be fetched: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new ConfigError(`The configuration could not be read (HTTP ${response.status}).`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError('The configuration is not valid JSON.');
  }
  return validate(body);
}

function validate(body: unknown): AppConfig {
  const parsed = appConfigSchema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(
      `The configuration is invalid${first ? ` at "${first.path.join('.')}": ${first.message}` : '.'}`,
    );
  }
  return parsed.data;
}
