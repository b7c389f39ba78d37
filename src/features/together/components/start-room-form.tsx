import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { rememberName, rememberedName } from '../model/invite';
import { startRoom } from '../model/room-actions';
import type { Media, Playback } from '@shared/together/messages';
import { cleanText } from '@shared/together/text';
import { NameField } from './name-field';
import styles from './together.module.css';

export interface StartRoomProps {
  /** What the room starts with: what plays now, and where. Null when nothing does. */
  snapshot: () => { media: Media; playback: Playback } | null;
  onStarted: (room: string) => void;
  onCancel?: () => void;
}

/** The host's name, then "Start room": the room starts with what plays, where it is. */
export function StartRoomForm({ snapshot, onStarted, onCancel }: StartRoomProps) {
  const t = useT();
  const [name, setName] = useState(rememberedName);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = snapshot();
    if (!cleanText(name) || !start || busy) return;
    setBusy(true);
    setFailed(false);
    rememberName(name);
    try {
      onStarted(await startRoom(name, start.media, start.playback));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <p className={styles.muted}>{t('together.start.intro')}</p>
      <NameField value={name} onChange={setName} takesFocus />
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('together.start.failed')}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {onCancel ? <Button onClick={onCancel}>{t('together.start.cancel')}</Button> : null}
        <Button type="submit" variant="primary" disabled={busy || !cleanText(name)}>
          {busy ? t('together.start.starting') : t('together.start.submit')}
        </Button>
      </div>
    </form>
  );
}
