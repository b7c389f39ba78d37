import { appConfigSchema, type AppConfig } from './config-schema';

export class ConfigError extends Error {}

/** Reads and validates /config.json; the app renders nothing else until this succeeds. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
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
  const parsed = appConfigSchema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(
      `The configuration is invalid${first ? ` at "${first.path.join('.')}": ${first.message}` : '.'}`,
    );
  }
  return parsed.data;
}
