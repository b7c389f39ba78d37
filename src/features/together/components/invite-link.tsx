import { useId } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { useCopyText } from '@/lib/use-copy-text';
import { inviteUrl } from '../model/invite';
import { useLinkChanged } from '../model/room.store';
import styles from './together.module.css';

/** The invite link with "Copy invite link"; the room's id in it is the room's only secret. */
export function InviteLink({ room }: { room: string }) {
  const t = useT();
  const id = useId();
  const url = inviteUrl(room);
  const { status, copy } = useCopyText();
  const changed = useLinkChanged();
  return (
    <section className={styles.invite} aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {t('together.invite.label')}
      </label>
      <div className={styles.inviteRow}>
        <input
          id={id}
          className={styles.inviteUrl}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <Button onClick={() => void copy(url)}>
          <Copy aria-hidden size={16} />
          <span>{t('together.invite.copy')}</span>
        </Button>
      </div>
      <p className={styles.muted} role="status">
        {status === 'copied'
          ? t('together.invite.copied')
          : status === 'failed'
            ? t('together.invite.copyFailed')
            : t('together.invite.hint')}
      </p>
      {changed ? (
        <p className={styles.notice} role="status">
          {t('together.invite.changed')}
        </p>
      ) : null}
    </section>
  );
}
