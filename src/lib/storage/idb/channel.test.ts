import { describe, expect, it, vi } from 'vitest';

/** Two tabs: two copies of the module (each with its own tab id) on one BroadcastChannel name. */
async function tab() {
  vi.resetModules();
  return import('./channel');
}

describe('IndexedDB change announcements', () => {
  it('reach the other tabs with the names of the changed lists, not the announcing tab', async () => {
    const first = await tab();
    const second = await tab();
    const heardBySecond = vi.fn();
    const heardByFirst = vi.fn();
    const stops = [second.subscribeChanges(heardBySecond), first.subscribeChanges(heardByFirst)];
    first.announceChange(['playlists', 'favorites']);
    await vi.waitFor(() => expect(heardBySecond).toHaveBeenCalledWith(['playlists', 'favorites']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heardByFirst).not.toHaveBeenCalled();
    stops.forEach((stop) => stop());
  });
});
