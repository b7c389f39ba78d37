import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { useCollectionReady, useRecentlyPlayed } from '@/lib/storage/music-collection';
import { CollectionLoading, MusicOverlays, SongList, musicUi } from './playlists';

export default function RecentRoute() {
  const t = useT();
  const recent = useRecentlyPlayed();
  const ready = useCollectionReady();
  return (
    <Page
      heading={t('musicLibrary.recent.title')}
      subtitle={ready ? t('musicLibrary.songCount', { count: recent.length }) : undefined}
    >
      {!ready ? (
        <CollectionLoading />
      ) : recent.length ? (
        <SongList songs={recent} label={t('musicLibrary.recent.title')} />
      ) : (
        <div className={musicUi.empty}>
          <h2>{t('musicLibrary.recent.emptyTitle')}</h2>
          <p>{t('musicLibrary.recent.emptyText')}</p>
        </div>
      )}
      <MusicOverlays />
    </Page>
  );
}
