import type { KeyboardEvent, PointerEvent } from 'react';
import { formatTime } from '@/lib/music/format';
import { useT } from '@/lib/i18n';
import { seek } from '../player-actions';
import { usePlaybackProgress } from '../model/player-hooks';
import styles from './seek-bar.module.css';

/**
 * The progress bar: click or drag anywhere on it to seek; as a slider it also answers the
 * arrow keys (5 s), Page Up/Down (30 s), Home and End.
 */
export function SeekBar({ className }: { className?: string }) {
  const t = useT();
  const { currentTime, duration } = usePlaybackProgress();
  const percent = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;

  const seekToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (duration <= 0 || rect.width <= 0) return;
    seek(((event.clientX - rect.left) / rect.width) * duration);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: -5,
      ArrowDown: -5,
      ArrowRight: 5,
      ArrowUp: 5,
      PageDown: -30,
      PageUp: 30,
    };
    if (event.key in steps) seek(currentTime + steps[event.key]!);
    else if (event.key === 'Home') seek(0);
    else if (event.key === 'End') seek(duration);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className={`${styles.track} ${className ?? ''}`}
      role="slider"
      tabIndex={0}
      aria-label={t('musicPlayer.seek.label')}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(currentTime)}
      aria-valuetext={t('musicPlayer.seek.valueText', {
        current: formatTime(currentTime),
        total: formatTime(duration),
      })}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seekToPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) seekToPointer(event);
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.rail}>
        <div className={styles.fill} style={{ width: `${percent}%` }} />
        <div className={styles.thumb} style={{ left: `${percent}%` }} />
      </div>
    </div>
  );
}
