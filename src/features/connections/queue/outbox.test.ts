import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeOutboxDb, openOutboxDb, type ServiceId } from './outbox-db';
import { clock, listen, outbox, resetOutboxes, sent } from './outbox-fixtures';

beforeEach(resetOutboxes);
afterEach(() => closeOutboxDb());

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
    expect(first).toMatchObject({ key: 'a', attempts: 1, notBefore: clock.now + 5_000 });
    clock.now += 4_999;
    await box.flush();
    expect(sent).toEqual(['t']);
    clock.now += 1;
    await box.flush();
    const [second] = await (await openOutboxDb())!.getAll('outbox');
    expect(second).toMatchObject({ key: 'a', attempts: 2, notBefore: clock.now + 30_000 });
    clock.now += 30_000;
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
    clock.now += 3 * 86_400_000;
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
        clock.now += ms;
      },
    });
    for (const key of ['t1', 't2', 't3']) await box.add(listen(key, 'trakt'));
    await box.add(listen('l1'));
    await box.flush();
    expect(sent).toEqual(['t1', 't2', 't3', 'l1']);
    expect(waits).toEqual([1_000, 1_000]);
    box.stop();
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
});
