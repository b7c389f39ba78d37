import type { KeyboardEvent } from 'react';
import { GripVertical, Pause, Play, Trash2 } from 'lucide-react';
import { formatDuration } from '@/lib/music/format';
import { useT } from '@/lib/i18n';
import { getArtistText } from '@/lib/music/song-fields';
import type { Song } from '@/lib/music/types';
import { playAt, removeFromQueue, togglePlay } from '../player-actions';
import { useIsPlaying, useQueue } from '../model/player-hooks';
import { MusicArt } from '@/components/music-art';
import styles from './queue-dialog.module.css';

interface QueueRowProps {
  song: Song;
  index: number;
  isCurrent: boolean;
  isDropTarget: boolean;
  onMove: (from: number, to: number) => void;
  onDragStart: () => void;
  onDragOver: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
}

export function QueueRow(props: QueueRowProps) {
  const { song, index, isCurrent, isDropTarget, onMove } = props;
  const t = useT();
  const isPlaying = useIsPlaying();
  const queue = useQueue();
  const playing = isCurrent && isPlaying;
  const play = () => (isCurrent ? togglePlay() : playAt(index));

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
    if (to === null) return;
    event.preventDefault();
    onMove(index, to);
  };

  return (
    <li
      className={`${styles.row} ${isCurrent ? styles.current : ''} ${isDropTarget ? styles.dropTarget : ''}`}
      aria-current={isCurrent ? 'true' : undefined}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        props.onDragStart();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        props.onDragOver();
      }}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
      onDragEnd={props.onDragEnd}
    >
      <button
        type="button"
        className={styles.handle}
        data-handle-index={index}
        aria-label={t('musicPlayer.queue.reorder', {
          name: song.name,
          position: index + 1,
          total: queue.length,
        })}
        aria-describedby="queue-reorder-hint"
        onKeyDown={onHandleKey}
      >
        <GripVertical aria-hidden="true" size={18} />
      </button>
      <button type="button" className={styles.main} onClick={play}>
        <MusicArt item={song} songId={song.id} className={styles.cover} />
        <span className={styles.text}>
          <span className={styles.name}>{song.name}</span>
          <span className={styles.artist}>{getArtistText(song)}</span>
        </span>
      </button>
      <span className={styles.duration}>{formatDuration(song.duration)}</span>
      <button
        type="button"
        className={styles.rowButton}
        onClick={play}
        aria-label={
          playing
            ? t('musicPlayer.song.pause', { name: song.name })
            : t('musicPlayer.song.play', { name: song.name })
        }
      >
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
      </button>
      <button
        type="button"
        className={styles.rowButton}
        onClick={() => removeFromQueue(index)}
        aria-label={t('musicPlayer.queue.remove', { name: song.name })}
      >
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </li>
  );
}
