import { appConfigSchema, type AppConfig } from '@shared/config/config-schema';
import { ConfigError } from './load-config';

/**
 * /config.json of a static host (the Reelbeat server embeds the configuration in index.html
 * instead): fetched, parsed and checked against the schema. Loaded only when there is no
 * embedded configuration, so the first-paint file carries none of it.
 */
export async function readConfigFile(fetchImpl: typeof fetch): Promise<AppConfig> {
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

/** A hand-written /config.json is checked against the schema. */
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
