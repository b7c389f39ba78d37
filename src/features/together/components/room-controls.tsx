import { switchClass } from '@/components/switch';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog';
import { useT } from '@/lib/i18n';
import { endRoom, leaveRoom, setEveryoneControls } from '../model/room-actions';
import { useIsHost, useRoomState } from '../model/room.store';
import styles from './together.module.css';

/** "Everyone can control" and "End room" for the host; "Leave room" for everyone. */
export function RoomControls() {
  const t = useT();
  const id = useId();
  const isHost = useIsHost();
  const everyone = useRoomState()?.everyone ?? false;
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.controls}>
      {isHost ? (
        <label className={styles.switch} htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            role="switch"
            className={switchClass}
            checked={everyone}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setEveryoneControls(event.target.checked)}
          />
          {t('together.control.everyone')}
        </label>
      ) : null}
      <p id={`${id}-hint`} className={styles.muted}>
        {everyone ? t('together.control.hint') : t('together.control.hostOnly')}
      </p>
      <div className={styles.buttons}>
        <Button onClick={leaveRoom}>{t('together.room.leave')}</Button>
        {isHost ? (
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('together.room.end')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('together.room.endTitle')}
        message={t('together.room.endQuestion')}
        confirmLabel={t('together.room.end')}
        cancelLabel={t('together.room.endCancel')}
        onConfirm={() => {
          setAsking(false);
          endRoom();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
