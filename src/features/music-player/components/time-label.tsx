import { formatDuration, formatTime } from '@/lib/music/format';
import { useT } from '@/lib/i18n';
import { usePlaybackProgress } from '../model/player-hooks';
import styles from './player-bar.module.css';

/** Elapsed and total time; its own component so only it re-renders on every tick. */
export function TimeLabel({ className, split }: { className?: string; split?: boolean }) {
  const t = useT();
  const { currentTime, duration } = usePlaybackProgress();
  if (split) {
    return (
      <div className={`${styles.splitTime} ${className ?? ''}`}>
        <span aria-label={t('musicPlayer.time.elapsed')}>{formatTime(currentTime)}</span>
        <span aria-label={t('musicPlayer.time.total')}>{formatDuration(duration)}</span>
      </div>
    );
  }
  return (
    <span className={`${styles.time} ${className ?? ''}`} data-testid="player-time">
      {formatTime(currentTime)} / {formatDuration(duration)}
    </span>
  );
}
