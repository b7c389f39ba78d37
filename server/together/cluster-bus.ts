import cluster, { type Worker } from 'node:cluster';
import { LocalSubscriptions, type Bus } from './bus.ts';

const TYPE = 'reelbeat:together';

interface BusMessage {
  type: typeof TYPE;
  channel: string;
  message: string;
}

const isBusMessage = (value: unknown): value is BusMessage =>
  typeof value === 'object' &&
  value !== null &&
  (value as BusMessage).type === TYPE &&
  typeof (value as BusMessage).channel === 'string' &&
  typeof (value as BusMessage).message === 'string';

/**
 * Rooms across the workers of one instance (WEB_CONCURRENCY) without Redis: a worker sends each
 * publication to the primary, which hands it to every other worker; each keeps only the
 * channels it subscribed to. Whether anyone listened is unknown, so joins wait for an answer.
 */
export function createClusterBus(): Bus {
  const own = new LocalSubscriptions();
  const onMessage = (value: unknown) => {
    if (isBusMessage(value)) own.deliver(value.channel, value.message);
  };
  process.on('message', onMessage);
  return {
    async publish(channel, message) {
      // This worker's own subscribers hear it too, as with Redis.
      if (own.has(channel)) setImmediate(() => own.deliver(channel, message));
      process.send?.({ type: TYPE, channel, message } satisfies BusMessage);
      return null;
    },
    async subscribe(channel, handler) {
      own.add(channel, handler);
    },
    async unsubscribe(channel) {
      own.delete(channel);
    },
    async close() {
      own.clear();
      process.off('message', onMessage);
    },
  };
}

/** In the primary: hands a worker's room message to every other worker. */
export function relayBetweenWorkers(sender: Worker, value: unknown): boolean {
  if (!isBusMessage(value)) return false;
  for (const worker of Object.values(cluster.workers ?? {})) {
    if (worker && worker !== sender && worker.isConnected()) worker.send(value);
  }
  return true;
}
