import { retryDelay } from './backoff';
import type { OutboxDb, OutboxItem, ServiceId } from './outbox-db';

/** What a service made of one item. */
export type SendResult =
  | { outcome: 'sent' }
  /** Try again later: offline, a 5xx, a timeout, a 429 (with its Retry-After). */
  | { outcome: 'retry'; retryAfterMs?: number }
  /** The token was refused (401): the service's items wait until it is connected again. */
  | { outcome: 'reconnect' }
  /** The service refuses this item for good (a 400, an unknown title): it is dropped. */
  | { outcome: 'rejected' };

export interface OutboxOptions {
  profile: string;
  db: () => Promise<OutboxDb | null>;
  send: (item: OutboxItem) => Promise<SendResult>;
  /** Whether a service's items may go now (connected, not waiting for a reconnect). */
  ready: (service: ServiceId) => boolean;
  onReconnect?: (service: ServiceId) => void;
  /** One sender at a time per profile across the browser's tabs. */
  lock: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  now?: () => number;
  online?: () => boolean;
  /** The least time between two sends to a service (its rate limit), in ms. */
  gapMs?: (service: ServiceId) => number;
  sleep?: (ms: number) => Promise<void>;
}

/** A sent item's key is remembered this long: a late second add of it is not sent again. */
export const SENT_MEMORY_MS = 30 * 86_400_000;

export type AddInput = Pick<OutboxItem, 'service' | 'kind' | 'key' | 'body'>;
export type Counts = Record<ServiceId, number>;

let counter = 0;
const seqAt = (now: number) =>
  `${now.toString(36).padStart(10, '0')}-${(counter++ % 1_679_616).toString(36).padStart(4, '0')}-${Math.random().toString(36).slice(2, 6)}`;

/**
 * The durable queue of a profile's outgoing items (IndexedDB): every item goes in first, then
 * out in order per service, one at a time; a failure waits (5 s doubling to 4 min, or the
 * service's Retry-After) and holds the items behind it, so the order holds. An item is deleted
 * and its key remembered in the same transaction, and a key already queued or sent is not added
 * again: reloads, tabs and days offline never send an item twice, but for one whose answer was
 * lost (a reload while it was on its way), which the services absorb (README, "never twice").
 */
export function createOutbox(options: OutboxOptions) {
  const { profile } = options;
  const now = options.now ?? Date.now;
  const online = options.online ?? (() => navigator.onLine !== false);
  const listeners = new Set<(counts: Counts) => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let pruned = false;
  const lastSend: Partial<Record<ServiceId, number>> = {};
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const range = () => IDBKeyRange.bound([profile, ''], [profile, '\uffff']);

  async function counts(): Promise<Counts> {
    const db = await options.db();
    const result: Counts = { trakt: 0, listenbrainz: 0 };
    for (const item of db ? await db.getAll('outbox', range()) : []) result[item.service] += 1;
    return result;
  }

  async function announce() {
    if (listeners.size === 0) return;
    const current = await counts();
    for (const listener of listeners) listener(current);
  }

  async function add(input: AddInput): Promise<'added' | 'duplicate' | 'unavailable'> {
    const db = await options.db();
    if (!db) return 'unavailable';
    const tx = db.transaction(['outbox', 'sent'], 'readwrite');
    const known =
      (await tx.objectStore('outbox').index('byKey').getKey([profile, input.key])) ??
      (await tx.objectStore('sent').get([profile, input.key]));
    if (!known) {
      const at = now();
      await tx
        .objectStore('outbox')
        .add({ ...input, profile, seq: seqAt(at), attempts: 0, notBefore: 0 });
    }
    await tx.done;
    if (known) return 'duplicate';
    void announce();
    return 'added';
  }

  async function settle(db: OutboxDb, item: OutboxItem, sent: boolean) {
    const tx = db.transaction(['outbox', 'sent'], 'readwrite');
    await tx.objectStore('outbox').delete([profile, item.seq]);
    if (sent) await tx.objectStore('sent').put({ profile, key: item.key, at: now() });
    await tx.done;
  }

  async function prune(db: OutboxDb) {
    if (pruned) return;
    pruned = true;
    const tx = db.transaction('sent', 'readwrite');
    const old = IDBKeyRange.upperBound(now() - SENT_MEMORY_MS);
    for (const key of await tx.store.index('byAt').getAllKeys(old)) {
      if (key[0] === profile) await tx.store.delete(key);
    }
    await tx.done;
  }

  /** Sends one service's items in order until one has to wait (or none is left). */
  async function drain(db: OutboxDb, service: ServiceId, force: boolean) {
    for (;;) {
      const items = (await db.getAll('outbox', range())).filter((i) => i.service === service);
      if (items.length === 0) return;
      for (const head of items) {
        if (stopped || !options.ready(service)) return;
        if (!force && head.notBefore > now()) return;
        const wait = (lastSend[service] ?? -Infinity) + (options.gapMs?.(service) ?? 0) - now();
        if (wait > 0) await sleep(wait);
        // Removed since the list was read (Disconnect, the profile deleted in another tab): not
        // sent.
        if (!(await db.getKey('outbox', [profile, head.seq]))) continue;
        lastSend[service] = now();
        const result = await options.send(head);
        if (result.outcome === 'reconnect') {
          options.onReconnect?.(service);
          return;
        }
        if (result.outcome === 'retry') {
          const attempts = head.attempts + 1;
          const notBefore = now() + retryDelay(attempts, result.retryAfterMs);
          // Unless it was removed while it was being sent (Disconnect): it stays removed.
          const tx = db.transaction('outbox', 'readwrite');
          if (await tx.store.getKey([profile, head.seq]))
            await tx.store.put({ ...head, attempts, notBefore });
          await tx.done;
          return;
        }
        await settle(db, head, result.outcome === 'sent');
        void announce();
      }
    }
  }

  function schedule(items: OutboxItem[]) {
    if (timer) clearTimeout(timer);
    timer = null;
    const heads = new Map<ServiceId, OutboxItem>();
    for (const item of items) if (!heads.has(item.service)) heads.set(item.service, item);
    const due = [...heads.values()].filter((i) => options.ready(i.service)).map((i) => i.notBefore);
    // Offline, a timer would only find the network still gone, every 50 ms: the "online" event
    // (or "Send now") sends what waits.
    if (stopped || due.length === 0 || !online()) return;
    timer = setTimeout(() => void flush(), Math.max(0, Math.min(...due) - now()) + 50);
  }

  let running: Promise<void> | null = null;
  /** Sends what is due (`force`: "Send now", waiting or not). */
  function flush({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (running) return running.then(() => (force ? flush({ force }) : undefined));
    running = (async () => {
      const db = await options.db();
      if (!db || stopped) return;
      if (online() || force) {
        await options.lock(`connections-outbox-${profile}`, async () => {
          await prune(db);
          await drain(db, 'trakt', force);
          await drain(db, 'listenbrainz', force);
        });
      }
      schedule(await db.getAll('outbox', range()));
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    add,
    flush,
    counts,
    subscribe(listener: (counts: Counts) => void) {
      listeners.add(listener);
      void announce();
      return () => void listeners.delete(listener);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
