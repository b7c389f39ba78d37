import { readServerEnv, type ServerEnv } from './env.ts';

/** A server environment for tests: offline everything unless overridden. */
export function testEnv(vars: NodeJS.ProcessEnv = {}): ServerEnv {
  return readServerEnv({ PORT: '0', ...vars });
}
