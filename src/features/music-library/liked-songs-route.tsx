import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { useCollectionReady, useFavorites } from '@/lib/storage/music-collection';
import { CollectionLoading, MusicOverlays, SongList, musicUi } from './playlists';

export default function LikedSongsRoute() {
  const t = useT();
  const favorites = useFavorites();
  const ready = useCollectionReady();
  return (
    <Page
      heading={t('musicLibrary.liked.title')}
      subtitle={ready ? t('musicLibrary.songCount', { count: favorites.length }) : undefined}
    >
      {!ready ? (
        <CollectionLoading />
      ) : favorites.length ? (
        <SongList songs={favorites} label={t('musicLibrary.liked.title')} />
      ) : (
        <div className={musicUi.empty}>
          <h2>{t('musicLibrary.liked.emptyTitle')}</h2>
          <p>{t('musicLibrary.liked.emptyText')}</p>
        </div>
      )}
      <MusicOverlays />
    </Page>
  );
}
