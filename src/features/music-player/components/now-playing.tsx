import { lazy, Suspense, useState } from 'react';
import { ChevronDown, ListMusic } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { getArtistText } from '@/lib/music/song-fields';
import { useCurrentSong, useQueue } from '../model/player-hooks';
import { seek } from '../player-actions';
import { Dialog } from '@/components/dialog';
import { LikeButton, RepeatButton, ShuffleButton, TransportControls } from './player-controls';
import { SeekBar } from './seek-bar';
import { MusicArt } from '@/components/music-art';
import { NowPlayingTools } from './now-playing-tools';
import { TimeLabel } from './time-label';
import { VolumeControl } from './volume-control';
import styles from './now-playing.module.css';

// The lyrics view and its data layer load the first time a listener asks for lyrics.
const LyricsView = lazy(() => import('./lyrics/lyrics-view'));

/** Full-screen "Now Playing" (Expand on the bar) with every player control, lyrics and extras. */
export function NowPlaying({
  onClose,
  onOpenQueue,
}: {
  onClose: () => void;
  onOpenQueue: () => void;
}) {
  const t = useT();
  const song = useCurrentSong();
  const queue = useQueue();
  const [lyricsShown, setLyricsShown] = useState(false);
  if (!song) return null;
  return (
    <Dialog labelledBy="now-playing-title" onClose={onClose} variant="fullscreen">
      <div className={styles.layout}>
        <header className={styles.header}>
          <Button variant="icon" onClick={onClose} aria-label={t('musicPlayer.nowPlaying.close')}>
            <ChevronDown aria-hidden="true" size={24} />
          </Button>
          <h2 id="now-playing-title" className={styles.heading}>
            {t('musicPlayer.nowPlaying.title')}
          </h2>
          <Button
            variant="icon"
            onClick={onOpenQueue}
            aria-label={t('musicPlayer.queue.buttonLabel', { count: queue.length })}
          >
            <ListMusic aria-hidden="true" size={22} />
          </Button>
        </header>
        <div className={styles.stage}>
          {lyricsShown ? (
            <section className={styles.lyrics} aria-label={t('musicPlayer.lyrics.label')}>
              <Suspense
                fallback={<p className={styles.pending}>{t('musicPlayer.lyrics.loading')}</p>}
              >
                <LyricsView key={song.id} songId={song.id} onSeek={seek} />
              </Suspense>
            </section>
          ) : (
            <MusicArt item={song} songId={song.id} className={styles.art} large />
          )}
        </div>
        <div className={styles.controls}>
          <div className={styles.info}>
            <div className={styles.text}>
              <p className={styles.title}>{song.name}</p>
              <p className={styles.artist}>{getArtistText(song)}</p>
            </div>
            <LikeButton song={song} />
          </div>
          <div>
            <SeekBar />
            <TimeLabel split />
          </div>
          <div className={styles.transport}>
            <ShuffleButton />
            <TransportControls size="large" />
            <RepeatButton />
          </div>
          <VolumeControl className={styles.volume} />
          <NowPlayingTools
            lyricsShown={lyricsShown}
            onToggleLyrics={() => setLyricsShown((shown) => !shown)}
            onLeave={onClose}
          />
        </div>
      </div>
    </Dialog>
  );
}
