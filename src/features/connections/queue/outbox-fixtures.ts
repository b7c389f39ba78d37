import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { closeOutboxDb, openOutboxDb, type OutboxItem, type ServiceId } from './outbox-db';
import { createOutbox, type SendResult } from './outbox';

/*
 * Outboxes for the tests, in the "tabs" of one page: one database (fake-indexeddb), one lock,
 * one clock, and a record of what was sent.
 */

/** One lock for every "tab" of the test, as Web Locks gives the browser's tabs. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(_name: string, task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The outboxes' time: a test moves it on by hand. */
export const clock = { now: 1_000_000 };
let lock = sharedLock();
/** The keys sent, in order, by every outbox of the test. */
export const sent: string[] = [];

export function outbox(
  answers: (item: OutboxItem) => SendResult = () => ({ outcome: 'sent' }),
  extra = {},
) {
  return createOutbox({
    profile: 'main',
    db: openOutboxDb,
    lock,
    now: () => clock.now,
    online: () => true,
    ready: () => true,
    send: async (item) => {
      const result = answers(item);
      if (result.outcome === 'sent') sent.push(item.key);
      return result;
    },
    ...extra,
  });
}

export const listen = (key: string, service: ServiceId = 'listenbrainz') => ({
  service,
  kind: 'listen',
  key,
  body: { key },
});

/** For each test's beforeEach: an empty database, nothing sent, the clock back, a new lock. */
export async function resetOutboxes() {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
  sent.length = 0;
  clock.now = 1_000_000;
  lock = sharedLock();
}
