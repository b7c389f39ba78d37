import { useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { ConfirmDialog, Dialog } from '@/components/dialog';
import { ShowMore, useGrowingList } from '@/components/growing-list';
import { formatTotalLength } from '@/lib/music/format';
import { clearQueue, moveInQueue, toggleShuffle } from '../model/player-store';
import { useCurrentIndex, useIsShuffled, useQueue } from '../model/player-hooks';
import { QueueRow } from './queue-row';
import styles from './queue-dialog.module.css';

const CONFIRM_CLEAR = 'Are you sure you want to clear the queue?';

export function QueueDialog({ onClose }: { onClose: () => void }) {
  const queue = useQueue();
  const currentIndex = useCurrentIndex();
  const shuffled = useIsShuffled();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirmingClear, setConfirmingClear] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<number | null>(null);
  // A queue made from a long playlist can hold thousands of songs: rows are added in steps.
  const rows = useGrowingList(queue, 100);

  useEffect(() => {
    if (focusAfterMove.current === null) return;
    list.current
      ?.querySelector<HTMLElement>(`[data-handle-index="${focusAfterMove.current}"]`)
      ?.focus();
    focusAfterMove.current = null;
  }, [queue]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= queue.length || from === to) return;
    const song = queue[from];
    moveInQueue(from, to);
    focusAfterMove.current = to;
    setAnnouncement(`${song?.name ?? 'Song'} moved to position ${to + 1} of ${queue.length}`);
  };

  const count = `${queue.length} ${queue.length === 1 ? 'song' : 'songs'}`;
  return (
    <Dialog labelledBy="queue-title" onClose={onClose} className={styles.panel}>
      <header className={styles.header}>
        <div>
          <h2 id="queue-title" className={styles.title}>
            Queue
          </h2>
          <p className={styles.meta}>
            {count} · {formatTotalLength(queue.map((s) => s.duration))}
          </p>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close queue">
          <X aria-hidden="true" size={20} />
        </button>
      </header>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          onClick={toggleShuffle}
          aria-pressed={shuffled}
        >
          {shuffled ? 'Unshuffle' : 'Shuffle'}
        </button>
        <button
          type="button"
          className={styles.action}
          disabled={queue.length === 0}
          onClick={() => setConfirmingClear(true)}
        >
          Clear Queue
        </button>
      </div>
      {queue.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>Your queue is empty</p>
          <p className={styles.meta}>
            Use the &apos;...&apos; menu on any song to add it to the queue.
          </p>
        </div>
      ) : (
        <>
          <p id="queue-reorder-hint" className={styles.hint}>
            Drag a song to reorder, or focus its handle and press the up and down arrow keys.
          </p>
          <ol ref={list} className={styles.list} aria-label="Songs in the queue">
            {rows.visible.map((song, index) => (
              <QueueRow
                key={`${song.id}-${index}`}
                song={song}
                index={index}
                isCurrent={index === currentIndex}
                isDropTarget={dropAt === index && dragFrom !== null && dragFrom !== index}
                onMove={move}
                onDragStart={() => setDragFrom(index)}
                onDragOver={() => setDropAt(index)}
                onDrop={() => {
                  if (dragFrom !== null) move(dragFrom, index);
                  setDragFrom(null);
                  setDropAt(null);
                }}
                onDragEnd={() => {
                  setDragFrom(null);
                  setDropAt(null);
                }}
              />
            ))}
          </ol>
          <ShowMore hasMore={rows.hasMore} remaining={rows.remaining} onShowMore={rows.showMore} />
        </>
      )}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
      <ConfirmDialog
        open={confirmingClear}
        title="Clear Queue"
        message={CONFIRM_CLEAR}
        confirmLabel="Clear"
        onConfirm={() => {
          setConfirmingClear(false);
          clearQueue();
        }}
        onCancel={() => setConfirmingClear(false)}
      />
    </Dialog>
  );
}
