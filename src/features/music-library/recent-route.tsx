import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { useRecentlyPlayed } from './model/collection-hooks';
import { MusicOverlays, SongList, musicUi } from '../playlists';

export default function RecentRoute() {
  const t = useT();
  const recent = useRecentlyPlayed();
  return (
    <Page
      heading={t('musicLibrary.recent.title')}
      subtitle={t('musicLibrary.songCount', { count: recent.length })}
    >
      {recent.length ? (
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
