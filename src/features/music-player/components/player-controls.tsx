import { Heart, Pause, Play, Repeat, Repeat1, Shuffle, SkipBack, SkipForward } from 'lucide-react';
import { Button } from '@/components/button';
import type { Song } from '@/lib/music/types';
import { collectionActions, useIsFavorite } from '@/features/music-library';
import { togglePlay } from '../engine/play-actions';
import { cycleRepeat, next, previous, toggleShuffle } from '../model/player-store';
import { useIsPlaying, useIsShuffled, useRepeatMode } from '../model/player-hooks';
import styles from './player-controls.module.css';

interface TransportProps {
  size?: 'normal' | 'large';
  /** Lets the bar hide Previous on the narrowest screens (Now Playing always has it). */
  previousClassName?: string;
}

export function TransportControls({ size = 'normal', previousClassName }: TransportProps) {
  const isPlaying = useIsPlaying();
  const icon = size === 'large' ? 28 : 20;
  return (
    <>
      <Button
        variant="icon"
        className={previousClassName}
        onClick={previous}
        aria-label="Previous"
        title="Previous"
      >
        <SkipBack aria-hidden="true" size={icon} />
      </Button>
      <button
        type="button"
        className={`${styles.playButton} ${size === 'large' ? styles.playLarge : ''}`}
        onClick={togglePlay}
        aria-label={isPlaying ? 'Pause' : 'Play'}
        title={isPlaying ? 'Pause' : 'Play'}
      >
        {isPlaying ? (
          <Pause aria-hidden="true" size={icon} />
        ) : (
          <Play aria-hidden="true" size={icon} />
        )}
      </button>
      <Button variant="icon" onClick={next} aria-label="Next" title="Next">
        <SkipForward aria-hidden="true" size={icon} />
      </Button>
    </>
  );
}

export function LikeButton({ song, className }: { song: Song; className?: string }) {
  const liked = useIsFavorite(song.id);
  return (
    <Button
      variant="icon"
      className={`${liked ? styles.active : ''} ${className ?? ''}`}
      onClick={() => collectionActions.toggleFavorite(song)}
      aria-label="Like"
      aria-pressed={liked}
      title={liked ? 'Remove from Liked Songs' : 'Add to Liked Songs'}
    >
      <Heart aria-hidden="true" size={20} fill={liked ? 'currentColor' : 'none'} />
    </Button>
  );
}

export function ShuffleButton({ className }: { className?: string }) {
  const shuffled = useIsShuffled();
  return (
    <Button
      variant="icon"
      className={`${shuffled ? styles.active : ''} ${className ?? ''}`}
      onClick={toggleShuffle}
      aria-label="Shuffle"
      aria-pressed={shuffled}
      title={shuffled ? 'Shuffle on' : 'Shuffle off'}
    >
      <Shuffle aria-hidden="true" size={20} />
    </Button>
  );
}

const REPEAT_TEXT = { off: 'Repeat off', one: 'Repeat one', all: 'Repeat all' } as const;

export function RepeatButton({ className }: { className?: string }) {
  const mode = useRepeatMode();
  const Icon = mode === 'one' ? Repeat1 : Repeat;
  return (
    <Button
      variant="icon"
      className={`${mode !== 'off' ? styles.active : ''} ${className ?? ''}`}
      onClick={cycleRepeat}
      aria-label={`Repeat: ${mode}`}
      title={`${REPEAT_TEXT[mode]} (click to change)`}
    >
      <Icon aria-hidden="true" size={20} />
    </Button>
  );
}
