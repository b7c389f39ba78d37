import { useT } from '@/lib/i18n';
import type { RoomExit } from '../model/room.store';
import styles from './together.module.css';

/** Why this tab is no longer in its room. */
export function ExitMessage({ exit }: { exit: RoomExit }) {
  const t = useT();
  const text =
    exit === 'ended'
      ? t('together.exit.ended')
      : exit === 'host-gone'
        ? t('together.exit.hostGone')
        : exit === 'expired'
          ? t('together.exit.expired')
          : exit === 'removed'
            ? t('together.exit.removed')
            : exit === 'lost'
              ? t('together.exit.lost')
              : exit === 'left'
                ? t('together.exit.left')
                : exit === 'full'
                  ? t('together.exit.full')
                  : t('together.exit.gone');
  return (
    <p role="status" className={styles.notice}>
      {text}
    </p>
  );
}
