import { createHash } from 'node:crypto';

/**
 * How instances (and cluster workers) of the server reach each other for rooms: publish and
 * subscribe, nothing stored (README: "Across instances"). Redis pub/sub between instances,
 * the cluster primary between workers, an in-memory broker in tests.
 */
export interface Bus {
  /** Resolves with how many subscribers got it, or null when this bus cannot tell. */
  publish(channel: string, message: string): Promise<number | null>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  close(): Promise<void>;
}

const PREFIX = 'reelbeat:together:';

/** The channel where a room's owner hears join and resume requests: a hash, never the id. */
export const doorChannel = (roomId: string) =>
  `${PREFIX}door:${createHash('sha256').update(roomId).digest('base64url')}`;

/** An instance's own inbox. */
export const inboxChannel = (instanceId: string) => `${PREFIX}inbox:${instanceId}`;

/** Channel subscriptions of one process, for the buses that deliver every message to it. */
export class LocalSubscriptions {
  private readonly handlers = new Map<string, (message: string) => void>();
  add(channel: string, handler: (message: string) => void) {
    this.handlers.set(channel, handler);
  }
  delete(channel: string) {
    this.handlers.delete(channel);
  }
  has(channel: string) {
    return this.handlers.has(channel);
  }
  deliver(channel: string, message: string) {
    this.handlers.get(channel)?.(message);
  }
  clear() {
    this.handlers.clear();
  }
}

/** Several in-process "instances" sharing one broker: the cross-instance tests use it. */
export function createMemoryBroker() {
  const buses = new Set<LocalSubscriptions>();
  return {
    bus(): Bus {
      const own = new LocalSubscriptions();
      buses.add(own);
      return {
        async publish(channel, message) {
          const receivers = [...buses].filter((b) => b.has(channel));
          // Asynchronous like a real bus, in order.
          setImmediate(() => receivers.forEach((b) => b.deliver(channel, message)));
          return receivers.length;
        },
        async subscribe(channel, handler) {
          own.add(channel, handler);
        },
        async unsubscribe(channel) {
          own.delete(channel);
        },
        async close() {
          own.clear();
          buses.delete(own);
        },
      };
    },
  };
}
