import { describe, expect, it, vi } from 'vitest';

const initCollection = vi.fn();
const startPlayerPersistence = vi.fn();
vi.mock('@/lib/storage/music-collection', () => ({ initCollection }));
vi.mock('./model/player-persistence', () => ({ startPlayerPersistence }));

describe('initMusic', () => {
  it("opens the collection in a task of its own, after the page's render, once", async () => {
    const { initMusic } = await import('./init-music');
    initMusic();
    expect(startPlayerPersistence).toHaveBeenCalledTimes(1);
    // Not inside the task that shows the page: its code is usually at hand by now.
    expect(initCollection).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(initCollection).toHaveBeenCalledTimes(1));
    initMusic();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(initCollection).toHaveBeenCalledTimes(1);
    expect(startPlayerPersistence).toHaveBeenCalledTimes(1);
  });
});
