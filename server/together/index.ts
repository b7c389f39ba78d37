import type { Server } from 'node:http';
import { isClusterWorker } from '../cluster.ts';
import type { ServerEnv } from '../env.ts';
import { attachTogether } from './attach.ts';
import { createClusterBus } from './cluster-bus.ts';
import { createRedisBus } from './redis-bus.ts';

export { attachTogether } from './attach.ts';
export { relayBetweenWorkers } from './cluster-bus.ts';

/**
 * Rooms on the server, with the bus the deployment has: Redis between instances when REDIS_URL
 * is set, else the cluster primary between workers, else none (one process).
 */
export function attachTogetherFor(server: Server, env: ServerEnv) {
  const bus = env.scale.redisUrl
    ? createRedisBus(env.scale.redisUrl)
    : isClusterWorker()
      ? createClusterBus()
      : null;
  const together = attachTogether(server, { bus });
  return {
    close: async () => {
      await together.close();
      await bus?.close();
    },
  };
}
