import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearProfile, closeOutboxDb, openOutboxDb, type OutboxItem } from './outbox-db';
import type { SendResult } from './outbox';
import { listen, outbox, resetOutboxes, sent } from './outbox-fixtures';

beforeEach(resetOutboxes);
afterEach(() => closeOutboxDb());

// Another tab of the page flushes the same outbox, or removes items while this one sends.
describe('the outbox beside other tabs', () => {
  it('sends each item once when two tabs flush at the same time', async () => {
    const tabA = outbox();
    const tabB = outbox();
    for (const key of ['a', 'b', 'c', 'd']) await tabA.add(listen(key));
    await Promise.all([tabA.flush(), tabB.flush(), tabA.flush({ force: true }), tabB.flush()]);
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
    tabA.stop();
    tabB.stop();
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
