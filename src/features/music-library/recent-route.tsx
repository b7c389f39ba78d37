import { Page } from '../../components/page';
import { useRecentlyPlayed } from './model/collection-hooks';
import { MusicOverlays, SongList, countText, musicUi } from '../playlists';

export default function RecentRoute() {
  const recent = useRecentlyPlayed();
  return (
    <Page heading="Recently Played" subtitle={countText(recent.length, 'song', 'songs')}>
      {recent.length ? (
        <SongList songs={recent} label="Recently Played" />
      ) : (
        <div className={musicUi.empty}>
          <h2>No recently played songs</h2>
          <p>Play some songs to see your listening history here</p>
        </div>
      )}
      <MusicOverlays />
    </Page>
  );
}
