import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { clockText } from '../model/timeline';
import { useRoomState } from '../model/room.store';
import { useVideoSync } from '../sync/use-video-sync';
import type { VideoBridge } from '../sync/video-bridge';
import { RoomView } from './room-view';
import styles from './together.module.css';

/** The room beside the video: how far this player follows it, then the room panel. */
export default function VideoRoomPanel({ bridge }: { bridge: VideoBridge }) {
  const t = useT();
  const state = useRoomState();
  const { roomAt, away } = useVideoSync(bridge);
  if (!state || state.media.kind !== 'video') return null;
  const time = clockText(roomAt ?? state.playback.position);
  const sync =
    bridge.capability === 'controlled' ? (
      <p className={styles.muted}>{t('together.sync.inSync')}</p>
    ) : bridge.capability === 'none' ? (
      <p className={styles.notice}>{t('together.sync.cannotSync', { time })}</p>
    ) : away ? (
      <div className={styles.notice}>
        <p>{t('together.sync.away', { time })}</p>
        {bridge.takesStartTime ? (
          <Button variant="primary" onClick={() => bridge.reloadAt(roomAt ?? 0)}>
            {t('together.sync.jump', { time })}
          </Button>
        ) : null}
      </div>
    ) : null;
  return (
    <section className={styles.videoPanel} aria-label={t('together.room.video')}>
      <h2 className={styles.sectionHeading}>{t('together.room.video')}</h2>
      <RoomView sync={sync} />
    </section>
  );
}
