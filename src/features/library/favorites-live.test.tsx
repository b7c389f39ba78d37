import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import FavoritesRoute from './favorites-route';
import { stampAt } from '@/lib/storage/records/hlc';
import {
  libraryList,
  mediaKey,
  useFavoritesStore,
  useLibraryStore,
} from '@/lib/storage/video-lists';
import { mediaItem } from '@/test/media-fixtures';

beforeEach(() => {
  useLibraryStore.getState().actions.clear();
  useFavoritesStore.getState().actions.clear();
});

/** A change of My Library made on another device, as sync hands it to this page. */
function fromAnotherDevice(id: string, value: unknown, at: number) {
  const collection = libraryList.collection();
  const record = { id, value, stamp: stampAt(at) } as Parameters<typeof collection.merge>[0][0];
  act(() => void collection.merge([record], 'remote'));
}

describe('Favorites page cards', () => {
  it('follow My Library as another device changes it, without a reload', () => {
    const item = mediaItem({ id: 7, title: 'Gamma' });
    useLibraryStore.getState().actions.add(item);
    useFavoritesStore.getState().actions.add(item);
    renderWithProviders(<FavoritesRoute />, { route: '/favorites' });
    fireEvent.pointerEnter(screen.getByRole('article'));
    const pressed = () =>
      screen.getByRole('button', { name: /^(Add Gamma to|Remove Gamma from) library$/ });
    expect(pressed()).toHaveAttribute('aria-pressed', 'true');

    const entry = libraryList.collection().get(mediaKey(item));
    fromAnotherDevice(mediaKey(item), null, Date.now() + 60_000);
    expect(pressed()).toHaveAccessibleName('Add Gamma to library');
    expect(pressed()).toHaveAttribute('aria-pressed', 'false');

    fromAnotherDevice(mediaKey(item), entry, Date.now() + 120_000);
    expect(pressed()).toHaveAccessibleName('Remove Gamma from library');
    expect(pressed()).toHaveAttribute('aria-pressed', 'true');
  });
});
