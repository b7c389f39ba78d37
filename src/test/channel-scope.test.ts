import { BroadcastChannel as ProcessChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

const heard = (channel: { onmessage: unknown }) =>
  new Promise<unknown[]>((resolve) => {
    const got: unknown[] = [];
    channel.onmessage = (event: MessageEvent) => got.push(event.data);
    setTimeout(() => resolve(got), 100);
  });

describe('the test files’ broadcast channels', () => {
  it('do not hear a channel of the same name from elsewhere in the process', async () => {
    // As another test file's worker thread would post.
    const elsewhere = new ProcessChannel('reelbeat-test');
    const here = new BroadcastChannel('reelbeat-test');
    const listening = heard(here);
    elsewhere.postMessage('from another file');
    expect(await listening).toEqual([]);
    elsewhere.close();
    here.close();
  });

  it('still carry messages within the file, as between two tabs', async () => {
    const tab = new BroadcastChannel('reelbeat-test');
    const other = new BroadcastChannel('reelbeat-test');
    const listening = heard(other);
    tab.postMessage('from this file');
    expect(await listening).toEqual(['from this file']);
    tab.close();
    other.close();
  });
});
