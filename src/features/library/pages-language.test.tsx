import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { renderWithProviders } from '../../test/render-app';
import ContinueRoute from './continue-route';
import FavoritesRoute from './favorites-route';
import LibraryRoute from './library-route';
import {
  useFavoritesStore,
  useLibraryStore,
  useContinueWatchingStore,
} from '@/lib/storage/video-lists';
import { mediaItem } from '@/test/media-fixtures';

beforeEach(() => {
  useLibraryStore.getState().actions.clear();
  useFavoritesStore.getState().actions.clear();
  useContinueWatchingStore.getState().actions.clear();
});

afterEach(() => activateEnglish());

describe('library pages in another language', () => {
  it('count with the language’s plural forms', async () => {
    await activateLocale('de', 'US');
    useFavoritesStore.getState().actions.add(mediaItem({ id: 1 }));
    renderWithProviders(<FavoritesRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Favoriten' })).toBeInTheDocument();
    expect(screen.getByText('1 Favorit')).toBeInTheDocument();
    useFavoritesStore.getState().actions.add(mediaItem({ id: 2 }));
    expect(await screen.findByText('2 Favoriten')).toBeInTheDocument();
  });

  it('show the empty library and progress in Japanese', async () => {
    await activateLocale('ja', 'JP');
    const { unmount } = renderWithProviders(<LibraryRoute />);
    expect(screen.getByText('ライブラリは空です')).toBeInTheDocument();
    expect(screen.getByText('0件')).toBeInTheDocument();
    unmount();
    useContinueWatchingStore.getState().actions.save({
      item: mediaItem({ id: 3, type: 'tv', title: 'Show' }),
      progress: 55,
      season: 2,
      episode: 4,
    });
    renderWithProviders(<ContinueRoute />);
    expect(screen.getByText('55%視聴済み')).toBeInTheDocument();
    expect(screen.getByText('S2E4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Showを「続きを見る」から削除' })).toBeVisible();
  });

  it('write German episode codes as the player does', async () => {
    await activateLocale('de', 'US');
    useContinueWatchingStore.getState().actions.save({
      item: mediaItem({ id: 4, type: 'tv', title: 'Show' }),
      progress: 30,
      season: 1,
      episode: 2,
    });
    renderWithProviders(<ContinueRoute />);
    expect(screen.getByText('S1:F2')).toBeInTheDocument();
  });
});
