import { Suspense } from 'react';
import { Page } from '../../components/page';
import { MoodSongList, RecentlyPlayedList } from '../music-player';

// Interim music home: recently played and the "Pop Hits" songs with play buttons, until the music screens land.
export default function MusicHomeRoute() {
  return (
    <Page heading="Welcome to Reelbeat Music" title="Music Library - Free Streaming Music">
      <Suspense fallback={<p>Loading ...</p>}>
        <RecentlyPlayedList />
        <MoodSongList mood="Pop Hits" />
      </Suspense>
    </Page>
  );
}
