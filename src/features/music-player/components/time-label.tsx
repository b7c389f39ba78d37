import { formatDuration, formatTime } from '@/lib/music/format';
import { usePlaybackProgress } from '../model/player-hooks';
import styles from './player-bar.module.css';

/** Elapsed and total time; its own component so only it re-renders on every tick. */
export function TimeLabel({ className, split }: { className?: string; split?: boolean }) {
  const { currentTime, duration } = usePlaybackProgress();
  if (split) {
    return (
      <div className={`${styles.splitTime} ${className ?? ''}`}>
        <span aria-label="Elapsed">{formatTime(currentTime)}</span>
        <span aria-label="Total">{formatDuration(duration)}</span>
      </div>
    );
  }
  return (
    <span className={`${styles.time} ${className ?? ''}`} data-testid="player-time">
      {formatTime(currentTime)} / {formatDuration(duration)}
    </span>
  );
}
