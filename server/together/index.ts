import { isClusterWorker } from '../cluster.ts';
import type { ServerEnv } from '../env.ts';
import { requestAddress } from '../sync/sync-env.ts';
import { createTogether } from './attach.ts';
import { createClusterBus } from './cluster-bus.ts';
import { createRedisBus } from './redis-bus.ts';

export { createTogether } from './attach.ts';
export { relayBetweenWorkers } from './cluster-bus.ts';

/**
 * Rooms on the server, with the bus the deployment has: Redis between instances when REDIS_URL
 * is set, else the cluster primary between workers, else none (one process).
 */
export function createTogetherFor(env: ServerEnv) {
  const bus = env.scale.redisUrl
    ? createRedisBus(env.scale.redisUrl)
    : isClusterWorker()
      ? createClusterBus()
      : null;
  const together = createTogether({
    bus,
    addressOf: (request) => requestAddress(request, env.sync.trustProxy),
  });
  return {
    handleUpgrade: together.handleUpgrade,
    close: async () => {
      await together.close();
      await bus?.close();
    },
  };
}
