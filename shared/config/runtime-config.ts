import type { AppConfig } from './config-schema.ts';

let current: AppConfig | null = null;

/** Set once in main.tsx after /config.json is loaded, so plain modules (API clients) can read it. */
export function setRuntimeConfig(config: AppConfig) {
  current = config;
}

export function getRuntimeConfig(): AppConfig {
  if (!current) throw new Error('The runtime configuration has not been loaded yet');
  return current;
}
