import { Page } from '../../components/page';
import { useFavorites } from './model/collection-hooks';
import { MusicOverlays, SongList, countText, musicUi } from '../playlists';

export default function LikedSongsRoute() {
  const favorites = useFavorites();
  return (
    <Page heading="Liked Songs" subtitle={countText(favorites.length, 'song', 'songs')}>
      {favorites.length ? (
        <SongList songs={favorites} label="Liked Songs" />
      ) : (
        <div className={musicUi.empty}>
          <h2>No liked songs yet</h2>
          <p>Start liking songs to see them here</p>
        </div>
      )}
      <MusicOverlays />
    </Page>
  );
}
