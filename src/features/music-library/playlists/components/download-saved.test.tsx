import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { initialCollectionState, useCollectionStore } from '@/lib/storage/music-collection';
import type * as MusicCollection from '@/lib/storage/music-collection';
import type { WriteResult } from '@/lib/storage';
import type { Song } from '@/lib/music/types';
import { song } from '@/test/song-fixtures';
import { downloadSong, useDownloadProgress } from '../model/downloads';
import { SongList } from './song-list';

const getSong = vi.hoisted(() => vi.fn<(id: string) => Promise<Song | null>>());
vi.mock('../api/get-song', () => ({ getSong }));
// The collection's IndexedDB write, held back by the test until it lets it finish.
const saved = vi.hoisted(() => ({ done: Promise.resolve<WriteResult>({ ok: true }) }));
vi.mock('@/lib/storage/music-collection', async (original) => ({
  ...(await original<typeof MusicCollection>()),
  storeDownloadedAudio: async () => undefined,
  askPersistentStorage: () => undefined,
  whenCollectionSaved: () => saved.done,
}));

const served: Song = {
  ...song('a'),
  downloadUrl: [{ quality: '320kbps', url: '/api/music/audio/a' }],
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  useCollectionStore.setState(initialCollectionState(), true);
  useDownloadProgress.setState({}, true);
  getSong.mockResolvedValue(served);
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response('audio', { headers: { 'Content-Type': 'audio/mpeg' } }),
  );
});

it('says "Downloaded" only once the collection is written; until then the progress shows', async () => {
  let finish = (_: WriteResult) => {};
  saved.done = new Promise((resolve) => (finish = resolve));
  render(<SongList songs={[served]} label="Songs" />);
  const list = screen.getByRole('list', { name: 'Songs' });
  const download = downloadSong(served);

  await vi.waitFor(() =>
    expect(useCollectionStore.getState().downloads.map((s) => s.id)).toEqual(['a']),
  );
  expect(within(list).queryByText('Downloaded')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'More options for Song a' }));
  const menu = screen.getByRole('menu', { name: 'Options for Song a' });
  expect(within(menu).getByRole('menuitem', { name: /^Downloading/ })).toBeDisabled();
  expect(within(menu).queryByRole('menuitem', { name: 'Downloaded' })).toBeNull();
  // Every byte is in and being written: too late to cancel, so Cancel is not offered.
  expect(within(menu).queryByRole('menuitem', { name: 'Cancel download' })).toBeNull();

  await act(async () => {
    finish({ ok: true });
    expect(await download).toBe(true);
  });
  expect(within(list).getAllByText('Downloaded').length).toBeGreaterThan(0);
  expect(within(menu).getByRole('menuitem', { name: 'Downloaded' })).toBeDisabled();
});
