import { useT } from '@/lib/i18n';
import { useRoomStatus, useSyncNote } from '../model/room.store';
import styles from './together.module.css';

/** The connection coming back, and what this member's player says about following the room. */
export function RoomStatus() {
  const t = useT();
  const status = useRoomStatus();
  const note = useSyncNote();
  return (
    <div role="status" className={styles.status}>
      {status === 'reconnecting' || status === 'connecting' ? (
        <p className={styles.notice}>{t('together.room.reconnecting')}</p>
      ) : null}
      {note === 'song-unavailable' ? (
        <p className={styles.notice}>{t('together.sync.songUnavailable')}</p>
      ) : note === 'song-hidden' ? (
        <p className={styles.notice}>{t('together.sync.songHidden')}</p>
      ) : note === 'paused-here' ? (
        <p className={styles.notice}>{t('together.sync.pausedHere')}</p>
      ) : null}
    </div>
  );
}
