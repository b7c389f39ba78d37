import { Heart, Pause, Play, Repeat, Repeat1, Shuffle, SkipBack, SkipForward } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import type { Song } from '@/lib/music/types';
import { collectionActions, useIsFavorite } from '@/lib/storage/music-collection';
import { next, previous, togglePlay } from '../player-actions';
import { cycleRepeat, toggleShuffle } from '../player-options';
import { useIsPlaying, useIsShuffled, useRepeatMode } from '../model/player-hooks';
import styles from './player-controls.module.css';

interface TransportProps {
  size?: 'normal' | 'large';
  /** Lets the bar hide Previous on the narrowest screens (Now Playing always has it). */
  previousClassName?: string;
}

export function TransportControls({ size = 'normal', previousClassName }: TransportProps) {
  const t = useT();
  const isPlaying = useIsPlaying();
  const icon = size === 'large' ? 28 : 20;
  return (
    <>
      <Button
        variant="icon"
        className={previousClassName}
        onClick={previous}
        aria-label={t('musicPlayer.controls.previous')}
        title={t('musicPlayer.controls.previous')}
      >
        <SkipBack aria-hidden="true" size={icon} />
      </Button>
      <button
        type="button"
        className={`${styles.playButton} ${size === 'large' ? styles.playLarge : ''}`}
        onClick={togglePlay}
        aria-label={isPlaying ? t('musicPlayer.controls.pause') : t('musicPlayer.controls.play')}
        title={isPlaying ? t('musicPlayer.controls.pause') : t('musicPlayer.controls.play')}
      >
        {isPlaying ? (
          <Pause aria-hidden="true" size={icon} />
        ) : (
          <Play aria-hidden="true" size={icon} />
        )}
      </button>
      <Button
        variant="icon"
        onClick={next}
        aria-label={t('musicPlayer.controls.next')}
        title={t('musicPlayer.controls.next')}
      >
        <SkipForward aria-hidden="true" size={icon} />
      </Button>
    </>
  );
}

export function LikeButton({ song, className }: { song: Song; className?: string }) {
  const t = useT();
  const liked = useIsFavorite(song.id);
  return (
    <Button
      variant="icon"
      className={`${liked ? styles.active : ''} ${className ?? ''}`}
      onClick={() => collectionActions.toggleFavorite(song)}
      aria-label={t('musicPlayer.controls.like')}
      aria-pressed={liked}
      title={liked ? t('musicPlayer.controls.unlike') : t('musicPlayer.controls.addLiked')}
    >
      <Heart aria-hidden="true" size={20} fill={liked ? 'currentColor' : 'none'} />
    </Button>
  );
}

export function ShuffleButton({ className }: { className?: string }) {
  const t = useT();
  const shuffled = useIsShuffled();
  return (
    <Button
      variant="icon"
      className={`${shuffled ? styles.active : ''} ${className ?? ''}`}
      onClick={toggleShuffle}
      aria-label={t('musicPlayer.controls.shuffle')}
      aria-pressed={shuffled}
      title={shuffled ? t('musicPlayer.controls.shuffleOn') : t('musicPlayer.controls.shuffleOff')}
    >
      <Shuffle aria-hidden="true" size={20} />
    </Button>
  );
}

export function RepeatButton({ className }: { className?: string }) {
  const t = useT();
  const mode = useRepeatMode();
  const Icon = mode === 'one' ? Repeat1 : Repeat;
  return (
    <Button
      variant="icon"
      className={`${mode !== 'off' ? styles.active : ''} ${className ?? ''}`}
      onClick={cycleRepeat}
      aria-label={t('musicPlayer.controls.repeat', { mode })}
      title={t('musicPlayer.controls.repeatTitle', { mode })}
    >
      <Icon aria-hidden="true" size={20} />
    </Button>
  );
}
