import { Suspense, lazy } from 'react';
import { useCurrentSong } from './model/player-hooks';

// The bar, its dialogs and the audio engine load only once a song is played, so they stay
// out of the first-paint bundle.
const PlayerBar = lazy(() => import('./components/player-bar'));

/** The layout region for the music player bar; it renders only while a song is current. */
export function PlayerBarRegion() {
  const song = useCurrentSong();
  if (!song) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBar />
    </Suspense>
  );
}
