import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearProfile,
  closeOutboxDb,
  openOutboxDb,
  type OutboxItem,
  type ServiceId,
} from './outbox-db';
import { createOutbox, type SendResult } from './outbox';
import { FIRST_RETRY_MS, LAST_RETRY_MS, retryAfterMs, retryDelay } from './backoff';

/** One lock for every "tab" of the test, as Web Locks gives the browser's tabs. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(_name: string, task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

let clock = 1_000_000;
let lock = sharedLock();
const sent: string[] = [];

function outbox(
  answers: (item: OutboxItem) => SendResult = () => ({ outcome: 'sent' }),
  extra = {},
) {
  return createOutbox({
    profile: 'main',
    db: openOutboxDb,
    lock,
    now: () => clock,
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

const listen = (key: string, service: ServiceId = 'listenbrainz') => ({
  service,
  kind: 'listen',
  key,
  body: { key },
});

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
  sent.length = 0;
  clock = 1_000_000;
  lock = sharedLock();
});
afterEach(() => closeOutboxDb());

describe('backoff', () => {
  it('waits 5 s, then twice as long each time, up to 4 minutes, or longer when told to', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => retryDelay(n))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 240_000, 240_000,
    ]);
    expect(retryDelay(1, 30_000)).toBe(30_000);
    expect(retryDelay(7, 600_000)).toBe(600_000);
    expect(retryAfterMs('12')).toBe(12_000);
    expect(retryAfterMs(new Date(70_000).toUTCString(), 10_000)).toBe(60_000);
    expect(retryAfterMs(null)).toBe(0);
    expect(FIRST_RETRY_MS).toBe(5_000);
    expect(LAST_RETRY_MS).toBe(240_000);
  });
});

describe('the outbox', () => {
  it('sends every item once, in the order added, and never adds a key twice', async () => {
    const box = outbox();
    for (const key of ['a', 'b', 'c']) expect(await box.add(listen(key))).toBe('added');
    expect(await box.add(listen('b'))).toBe('duplicate');
    await box.flush();
    expect(sent).toEqual(['a', 'b', 'c']);
    // Sent already: a late add of the same item (another tab, a reread) is not sent again.
    expect(await box.add(listen('a'))).toBe('duplicate');
    await box.flush();
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(await box.counts()).toEqual({ trakt: 0, listenbrainz: 0 });
    box.stop();
  });

  it('backs off from 5 s after a failure, holding the items behind it, and honours Retry-After', async () => {
    let failures = 2;
    const box = outbox((item) =>
      item.key === 'a' && failures-- > 0
        ? { outcome: 'retry', retryAfterMs: failures === 0 ? 30_000 : 0 }
        : { outcome: 'sent' },
    );
    await box.add(listen('a'));
    await box.add(listen('b'));
    await box.add(listen('t', 'trakt'));
    await box.flush();
    // The other service is not held up by this one's failure.
    expect(sent).toEqual(['t']);
    const [first] = await (await openOutboxDb())!.getAll('outbox');
    expect(first).toMatchObject({ key: 'a', attempts: 1, notBefore: clock + 5_000 });
    clock += 4_999;
    await box.flush();
    expect(sent).toEqual(['t']);
    clock += 1;
    await box.flush();
    const [second] = await (await openOutboxDb())!.getAll('outbox');
    expect(second).toMatchObject({ key: 'a', attempts: 2, notBefore: clock + 30_000 });
    clock += 30_000;
    await box.flush();
    expect(sent).toEqual(['t', 'a', 'b']);
    box.stop();
  });

  it('keeps its items across a reload and sends them then', async () => {
    const first = outbox(() => ({ outcome: 'retry' }));
    await first.add(listen('a'));
    await first.add(listen('b'));
    await first.flush();
    first.stop();
    await closeOutboxDb();
    clock += 3 * 86_400_000;
    const reloaded = outbox();
    expect(await reloaded.counts()).toEqual({ trakt: 0, listenbrainz: 2 });
    await reloaded.flush();
    expect(sent).toEqual(['a', 'b']);
    reloaded.stop();
  });

  it('stops at a refused token until the service is connected again, keeping the items', async () => {
    let connected = true;
    const reconnect: ServiceId[] = [];
    const box = outbox(() => (connected ? { outcome: 'reconnect' } : { outcome: 'sent' }), {
      ready: () => true,
      onReconnect: (service: ServiceId) => {
        reconnect.push(service);
        connected = false;
      },
    });
    await box.add(listen('t1', 'trakt'));
    await box.add(listen('t2', 'trakt'));
    await box.flush();
    expect(reconnect).toEqual(['trakt']);
    expect(await box.counts()).toMatchObject({ trakt: 2 });
    await box.flush();
    expect(sent).toEqual(['t1', 't2']);
    box.stop();
  });

  it('sends nothing while offline, except when asked to ("Send now")', async () => {
    const box = outbox(undefined, { online: () => false });
    await box.add(listen('a'));
    await box.flush();
    expect(sent).toEqual([]);
    await box.flush({ force: true });
    expect(sent).toEqual(['a']);
    box.stop();
  });

  it('drops an item the service refuses for good, and goes on', async () => {
    const box = outbox((item) =>
      item.key === 'bad' ? { outcome: 'rejected' } : { outcome: 'sent' },
    );
    await box.add(listen('bad'));
    await box.add(listen('good'));
    await box.flush();
    expect(sent).toEqual(['good']);
    expect(await box.counts()).toEqual({ trakt: 0, listenbrainz: 0 });
    box.stop();
  });

  it('keeps a service’s least gap between two sends (its rate limit)', async () => {
    const waits: number[] = [];
    const box = outbox(undefined, {
      gapMs: (service: ServiceId) => (service === 'trakt' ? 1_000 : 0),
      sleep: async (ms: number) => {
        waits.push(ms);
        clock += ms;
      },
    });
    for (const key of ['t1', 't2', 't3']) await box.add(listen(key, 'trakt'));
    await box.add(listen('l1'));
    await box.flush();
    expect(sent).toEqual(['t1', 't2', 't3', 'l1']);
    expect(waits).toEqual([1_000, 1_000]);
    box.stop();
  });

  it('sends each item once when two tabs flush at the same time', async () => {
    const tabA = outbox();
    const tabB = outbox();
    for (const key of ['a', 'b', 'c', 'd']) await tabA.add(listen(key));
    await Promise.all([tabA.flush(), tabB.flush(), tabA.flush({ force: true }), tabB.flush()]);
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
    tabA.stop();
    tabB.stop();
  });

  it('does not poll storage while offline: the "online" event sends what waits', async () => {
    let checks = 0;
    const box = outbox(undefined, {
      online: () => {
        checks += 1;
        return false;
      },
    });
    await box.add(listen('a'));
    await box.flush();
    const afterFlush = checks;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(checks - afterFlush).toBe(0);
    expect(sent).toEqual([]);
    box.stop();
  });

  it('does not send items cleared while it was sending (a profile deleted in another tab)', async () => {
    const db = (await openOutboxDb())!;
    const box = outbox(undefined, {
      send: async (item: OutboxItem): Promise<SendResult> => {
        // Another tab deletes the profile meanwhile: its items leave the outbox.
        if (item.key === 'a') await clearProfile(db, 'main');
        sent.push(item.key);
        return { outcome: 'sent' };
      },
    });
    for (const key of ['a', 'b', 'c']) await box.add(listen(key));
    await box.flush();
    expect(sent).toEqual(['a']);
    box.stop();
  });

  it('does not bring back an item Disconnect removed while it was being sent', async () => {
    const db = (await openOutboxDb())!;
    const box = outbox(undefined, {
      send: async (): Promise<SendResult> => {
        // Disconnect while the call is under way, then the call times out.
        await clearProfile(db, 'main', 'listenbrainz');
        return { outcome: 'retry' };
      },
    });
    await box.add(listen('a'));
    await box.flush();
    expect(await box.counts()).toEqual({ trakt: 0, listenbrainz: 0 });
    box.stop();
  });
});
