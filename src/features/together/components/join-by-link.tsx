import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useT } from '@/lib/i18n';
import { readInvite, roomPath, type PastedInvite } from '../model/invite';
import styles from './together.module.css';

/**
 * "Join a room" on `#/together`: an invite link pasted (or only its room's id, as someone may
 * read it out) opens that room's invite page. A link of another Reelbeat address is offered as
 * a link: its room lives on that address's server.
 */
export function JoinByLink() {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Exclude<PastedInvite, { kind: 'room' }> | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invite = readInvite(text);
    if (invite.kind === 'room') navigate(roomPath(invite.room));
    else setProblem(invite);
  };

  return (
    <section className={styles.join} aria-labelledby="together-join-link">
      <h2 id="together-join-link" className={styles.sectionHeading}>
        {t('together.joinLink.title')}
      </h2>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={t('together.invite.label')}
          labelClassName={styles.label}
          className={styles.input}
          value={text}
          onValueChange={(value) => {
            setText(value);
            setProblem(null);
          }}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={problem ? 'together-join-link-problem' : undefined}
        />
        {problem ? (
          <p id="together-join-link-problem" role="alert" className={styles.error}>
            {problem.kind === 'elsewhere' ? (
              <>
                {t('together.joinLink.elsewhere')}{' '}
                <a href={problem.url} rel="noreferrer">
                  {t('together.joinLink.openThere')}
                </a>
              </>
            ) : (
              t('together.joinLink.invalid')
            )}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <Button type="submit" disabled={!text.trim()}>
            {t('together.joinLink.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
