import { useEffect, useRef } from 'react';
import { ListMusic, Maximize2, X } from 'lucide-react';
import { Button, buttonClass } from '@/components/button';
import { getArtistText } from '@/lib/music/song-fields';
import { useT } from '@/lib/i18n';
import { ensurePlayback } from '../player-actions';
import { dismissNotice } from '../player-options';
import { useCurrentSong, usePlayerNotice, useQueue } from '../model/player-hooks';
import { setQueueOpen, useQueueOpen } from '../model/queue-panel';
import { setNowPlayingOpen, useNowPlayingOpen } from '../model/now-playing-panel';
import { LikeButton, RepeatButton, ShuffleButton, TransportControls } from './player-controls';
import { NowPlaying } from './now-playing';
import { QueueDialog } from './queue-dialog';
import { SeekBar } from './seek-bar';
import { MusicArt } from '@/components/music-art';
import { TimeLabel } from './time-label';
import { VolumeControl } from './volume-control';
import { useBarSpace } from './use-player-bar-effects';
import styles from './player-bar.module.css';

/** The bar fixed at the bottom while a song is current (above the bottom navigation on mobile). */
export default function PlayerBar() {
  const t = useT();
  const song = useCurrentSong();
  const queue = useQueue();
  const notice = usePlayerNotice();
  const bar = useRef<HTMLElement>(null);
  const queueOpen = useQueueOpen();

  useEffect(() => {
    ensurePlayback();
    // The bar leaves with the last song; a later song must not find the queue still open.
    return () => {
      setQueueOpen(false);
      setNowPlayingOpen(false);
    };
  }, []);
  useBarSpace(bar);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(dismissNotice, 8000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  if (!song) return null;
  return (
    <section
      ref={bar}
      className={styles.bar}
      data-docked="bottom"
      aria-label={t('musicPlayer.bar.label')}
    >
      {notice ? (
        <div className={styles.notice} role="alert">
          <span>{notice}</span>
          <Button variant="icon" onClick={dismissNotice} aria-label={t('musicPlayer.bar.dismiss')}>
            <X aria-hidden="true" size={16} />
          </Button>
        </div>
      ) : null}
      <SeekBar className={styles.seek} />
      <div className={styles.content}>
        <div className={styles.song}>
          <MusicArt item={song} songId={song.id} className={styles.cover} />
          <div className={styles.text}>
            <p className={styles.title}>{song.name}</p>
            <p className={styles.artist}>{getArtistText(song)}</p>
          </div>
          <LikeButton song={song} />
        </div>
        <div className={styles.transport}>
          <ShuffleButton className={styles.wideOnly} />
          <TransportControls previousClassName={styles.narrowHidden} />
          <RepeatButton className={styles.wideOnly} />
        </div>
        <div className={styles.extras}>
          <TimeLabel className={styles.wideOnly} />
          <VolumeControl className={styles.wideOnly} />
          <Button
            variant="icon"
            className={styles.queueButton}
            onClick={() => setQueueOpen(true)}
            aria-label={t('musicPlayer.queue.buttonLabel', { count: queue.length })}
            title={t('musicPlayer.queue.title')}
          >
            <ListMusic aria-hidden="true" size={20} />
            <span className={styles.badge} aria-hidden="true">
              {queue.length}
            </span>
          </Button>
          <button
            type="button"
            className={buttonClass('icon', 'md')}
            onClick={() => setNowPlayingOpen(true)}
            aria-label={t('musicPlayer.bar.expand')}
            title={t('musicPlayer.nowPlaying.title')}
          >
            <Maximize2 aria-hidden="true" size={20} />
          </button>
        </div>
      </div>
      {queueOpen ? <QueueDialog onClose={() => setQueueOpen(false)} /> : null}
      <NowPlayingHost />
    </section>
  );
}

function NowPlayingHost() {
  if (!useNowPlayingOpen()) return null;
  return (
    <NowPlaying
      onClose={() => setNowPlayingOpen(false)}
      onOpenQueue={() => {
        setNowPlayingOpen(false);
        setQueueOpen(true);
      }}
    />
  );
}
