import { describe, expect, it, vi } from 'vitest';

/** Two tabs: two copies of the module (each with its own tab id) on one BroadcastChannel name. */
async function tab() {
  vi.resetModules();
  return import('./channel');
}

const row = (id: string) => ({ p: 'main', c: 'musicFavorites', id, stamp: 's', json: '{}' });

/**
 * Each test's own profile name: test files run side by side in one process, where a
 * BroadcastChannel reaches every worker, so another file's announcement can arrive here too.
 */
const ownProfile = () => `channel-test-${crypto.randomUUID()}`;

describe('IndexedDB change announcements', () => {
  it('reach the other tabs with the rows written, not the announcing tab', async () => {
    const first = await tab();
    const second = await tab();
    const heardBySecond = vi.fn();
    const heardByFirst = vi.fn();
    const profile = ownProfile();
    const stops = [second.subscribeChanges(heardBySecond), first.subscribeChanges(heardByFirst)];
    first.announceChange({ profile, rows: [row('a')] });
    await vi.waitFor(() =>
      expect(heardBySecond).toHaveBeenCalledWith(
        expect.objectContaining({ profile, rows: [row('a')] }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heardByFirst).not.toHaveBeenCalledWith(expect.objectContaining({ profile }));
    stops.forEach((stop) => stop());
  });

  it('asks the other tabs to read again when a write is too large to send', async () => {
    const first = await tab();
    const second = await tab();
    const profile = ownProfile();
    const heard = vi.fn();
    const stop = second.subscribeChanges(heard);
    const rows = Array.from({ length: first.MAX_ROWS + 1 }, (_, i) => row(String(i)));
    first.announceChange({ profile, rows });
    await vi.waitFor(() =>
      expect(heard).toHaveBeenCalledWith(expect.objectContaining({ profile, reload: true })),
    );
    const ours = heard.mock.calls.find(([change]) => change.profile === profile)?.[0];
    expect(ours).not.toHaveProperty('rows');
    stop();
  });
});
