import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaItem } from '@/test/media-fixtures';

/** A new page of the app (every module read again) on profile `profile`. */
async function pageOn(profile: string) {
  vi.resetModules();
  localStorage.setItem('reelbeat_profile', profile);
  const { libraryList } = await import('@/lib/storage/video-lists/list-storage');
  const { storedUnderOldKey } = await import('./list-view');
  const { withLock } = await import('./locks');
  return { libraryList, storedUnderOldKey, settle: () => withLock('migrate', () => undefined) };
}

const OLD = JSON.stringify({ v: 1, data: [mediaItem({ id: 9, addedAt: '2024-01-01T00:00:00Z' })] });
const ids = (value: { data: unknown } | null) =>
  ((value?.data ?? []) as { id: number }[]).map((e) => e.id);

beforeEach(() => localStorage.clear());

describe('an old key that appears while another profile is in use', () => {
  it("moves into the first profile's list, never into the profile in use", async () => {
    const page = await pageOn('ana00001');
    expect(page.libraryList.collection().list()).toEqual([]);
    // A tab of a version without profiles writes the list under its old key.
    localStorage.setItem('reelbeat_library', OLD);
    window.dispatchEvent(new StorageEvent('storage', { key: 'reelbeat_library' }));
    expect(page.libraryList.collection().list()).toEqual([]);
    page.libraryList.collection();
    page.libraryList.stored.read();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await page.settle();
    expect(localStorage.getItem('reelbeat_library')).toBeNull();
    expect(ids(page.storedUnderOldKey('reelbeat_library', 'main'))).toEqual([9]);
    expect(ids(page.storedUnderOldKey('reelbeat_library', 'ana00001'))).toEqual([]);
  });

  it('shows at once, and moves, in a page of the first profile', async () => {
    localStorage.setItem('reelbeat_library', OLD);
    const page = await pageOn('main');
    expect(
      page.libraryList
        .collection()
        .list()
        .map((r) => r.id),
    ).toEqual(['movie:9']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await page.settle();
    expect(localStorage.getItem('reelbeat_library')).toBeNull();
    expect(ids(page.storedUnderOldKey('reelbeat_library', 'main'))).toEqual([9]);
  });
});
