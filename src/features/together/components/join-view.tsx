import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { rememberName, rememberedName } from '../model/invite';
import { peekRoom } from '../model/room-client';
import { joinRoom } from '../model/room-actions';
import type { Preview } from '@shared/together/messages';
import { cleanText } from '@shared/together/text';
import { NameField } from './name-field';
import styles from './together.module.css';

interface JoinViewProps {
  room: string;
  /** Runs inside the press of Join, before anything waits (music starts its audio there). */
  onJoinPress: (preview: Preview) => void;
  onJoined: (preview: Preview) => void;
}

/**
 * The invite page for someone not in the room yet: what plays there, "Your name" and "Join".
 * Give it `key={room}`, so another room starts a fresh page.
 */
export function JoinView({ room, onJoinPress, onJoined }: JoinViewProps) {
  const t = useT();
  const id = useId();
  const [preview, setPreview] = useState<Preview | null | undefined>(undefined);
  const [name, setName] = useState(rememberedName);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void peekRoom(room).then((answer) => live && setPreview(answer));
    return () => {
      live = false;
    };
  }, [room]);

  if (preview === undefined) return <p className={styles.muted}>{t('together.join.checking')}</p>;
  if (preview === null) return <p className={styles.notice}>{t('together.exit.gone')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!cleanText(name) || busy) return;
    onJoinPress(preview);
    setBusy(true);
    rememberName(name);
    try {
      await joinRoom(room, name);
      onJoined(preview);
    } catch (error) {
      setRefused((error as Error).message);
      setBusy(false);
    }
  };

  return (
    <section className={styles.join} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {t('together.join.heading')}
      </h2>
      <p className={styles.what}>
        {preview.kind === 'music'
          ? t('together.join.listening', { title: preview.title, artist: preview.artist })
          : t('together.join.watching', { title: preview.title })}
      </p>
      <p className={styles.muted}>{t('together.join.members', { count: preview.members })}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <NameField value={name} onChange={setName} />
        {refused ? (
          <p role="alert" className={styles.error}>
            {refused === 'full' ? t('together.exit.full') : t('together.exit.gone')}
          </p>
        ) : null}
        <Button type="submit" variant="primary" disabled={busy || !cleanText(name)}>
          {busy ? t('together.join.joining') : t('together.join.submit')}
        </Button>
      </form>
    </section>
  );
}
