import { readServerEnv, type ServerEnv } from './env.ts';

/**
 * A server environment for tests: offline everything unless overridden, and no health checks
 * of player hosts (tests never reach the internet; the checker's own tests use local stand-ins).
 */
export function testEnv(vars: NodeJS.ProcessEnv = {}): ServerEnv {
  return readServerEnv({ PORT: '0', PLAYER_HEALTH_CHECKS: '0', ...vars });
}
