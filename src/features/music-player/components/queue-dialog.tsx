import { useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { ConfirmDialog, Dialog } from '@/components/dialog';
import { ShowMore, useGrowingList } from '@/components/growing-list';
import { useT } from '@/lib/i18n';
import { toggleShuffle } from '../player-options';
import { clearQueue, moveInQueue } from '../queue-edits';
import { useCurrentIndex, useIsShuffled, useQueue } from '../model/player-hooks';
import { QueueRow } from './queue-row';
import { queueLength } from './queue-length';
import styles from './queue-dialog.module.css';

export function QueueDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const queue = useQueue();
  const length = queueLength(queue);
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
    setAnnouncement(
      t('musicPlayer.queue.moved', {
        name: song?.name ?? t('musicPlayer.queue.unnamedSong'),
        position: to + 1,
        total: queue.length,
      }),
    );
  };

  return (
    <Dialog labelledBy="queue-title" onClose={onClose} className={styles.panel}>
      <header className={styles.header}>
        <div>
          <h2 id="queue-title" className={styles.title}>
            {t('musicPlayer.queue.title')}
          </h2>
          <p className={styles.meta}>
            {t('musicPlayer.queue.count', { count: queue.length })} · {length}
          </p>
        </div>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('musicPlayer.queue.close')}
        >
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
          {shuffled ? t('musicPlayer.queue.unshuffle') : t('musicPlayer.queue.shuffle')}
        </button>
        <button
          type="button"
          className={styles.action}
          disabled={queue.length === 0}
          onClick={() => setConfirmingClear(true)}
        >
          {t('musicPlayer.queue.clear')}
        </button>
      </div>
      {queue.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('musicPlayer.queue.emptyTitle')}</p>
          <p className={styles.meta}>{t('musicPlayer.queue.emptyText')}</p>
        </div>
      ) : (
        <>
          <p id="queue-reorder-hint" className={styles.hint}>
            {t('musicPlayer.queue.reorderHint')}
          </p>
          <ol ref={list} className={styles.list} aria-label={t('musicPlayer.queue.listLabel')}>
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
        title={t('musicPlayer.queue.clearTitle')}
        message={t('musicPlayer.queue.confirmClear')}
        confirmLabel={t('musicPlayer.queue.confirmClearButton')}
        onConfirm={() => {
          setConfirmingClear(false);
          clearQueue();
        }}
        onCancel={() => setConfirmingClear(false)}
      />
    </Dialog>
  );
}
