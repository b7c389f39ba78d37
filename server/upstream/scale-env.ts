import { availableParallelism } from 'node:os';
import { positiveInt } from '../env-number.ts';
import { sharedStoreFor } from './shared-store.ts';
import type { UpstreamProxyOptions } from './types.ts';

/** How the server scales and guards its upstreams: WEB_CONCURRENCY, REDIS_URL, TMDB_RATE_PER_S… */
export interface ScaleEnv {
  /** Worker processes: one per core unless WEB_CONCURRENCY says otherwise; 1 = no cluster. */
  webConcurrency: number;
  redisUrl: string | null;
  ratePerS: number;
  upstreamTimeoutMs: number;
  breakerCooldownMs: number;
  /** Caps every route's cache TTL (UPSTREAM_MAX_TTL_S): fresher lists, or stale copies in tests. */
  maxTtlSeconds: number | null;
}

export function readScaleEnv(env: NodeJS.ProcessEnv): ScaleEnv {
  return {
    webConcurrency: positiveInt(env, 'WEB_CONCURRENCY', availableParallelism()),
    redisUrl: env.REDIS_URL?.trim() || null,
    ratePerS: positiveInt(env, 'TMDB_RATE_PER_S', 40),
    upstreamTimeoutMs: positiveInt(env, 'UPSTREAM_TIMEOUT_MS', 15_000),
    breakerCooldownMs: positiveInt(env, 'UPSTREAM_COOLDOWN_MS', 10_000),
    maxTtlSeconds: env.UPSTREAM_MAX_TTL_S?.trim()
      ? positiveInt(env, 'UPSTREAM_MAX_TTL_S', 1)
      : null,
  };
}

/** The proxy options every live upstream (catalogue, music) takes from the environment. */
export function upstreamOptionsFrom(scale: ScaleEnv): Partial<UpstreamProxyOptions> {
  const shared = sharedStoreFor(scale.redisUrl);
  return {
    timeoutMs: scale.upstreamTimeoutMs,
    ratePerS: scale.ratePerS,
    breakerCooldownMs: scale.breakerCooldownMs,
    ...(scale.maxTtlSeconds ? { maxTtlSeconds: scale.maxTtlSeconds } : {}),
    ...(shared ? { shared } : {}),
  };
}
