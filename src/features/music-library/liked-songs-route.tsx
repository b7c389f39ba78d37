import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { useFavorites } from './model/collection-hooks';
import { MusicOverlays, SongList, musicUi } from '../playlists';

export default function LikedSongsRoute() {
  const t = useT();
  const favorites = useFavorites();
  return (
    <Page
      heading={t('musicLibrary.liked.title')}
      subtitle={t('musicLibrary.songCount', { count: favorites.length })}
    >
      {favorites.length ? (
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
