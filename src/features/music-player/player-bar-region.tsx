import { Suspense, lazy } from 'react';
import { withMessages } from '@/lib/i18n';
import { useCurrentSong } from './model/player-hooks';

// The bar, its dialogs and the audio engine load only once a song is played, so they stay
// out of the first-paint bundle. Now Playing holds the equaliser, whose words are the settings
// feature's (`info`): they load with the bar, not with the first music page.
const PlayerBar = lazy(() => withMessages(['music', 'info'], import('./components/player-bar')));

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
