import { Button } from '@/components/button';
import { useId, useState } from 'react';
import { useT } from '@/lib/i18n';
import { keyFromPhrase, type PhraseCheck } from '../crypto/phrase';
import styles from './sync-panel.module.css';

type Refusal = Extract<PhraseCheck, { ok: false }>;

/** "Join with a phrase": the phrase is checked (its words, its checksum) before any request. */
export function JoinForm({ onJoin }: { onJoin: (key: Uint8Array) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const message = (r: Refusal) =>
    r.reason === 'length'
      ? t('sync.join.error.length')
      : r.reason === 'word'
        ? t('sync.join.error.word', { word: r.word ?? '' })
        : t('sync.join.error.checksum');
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = keyFromPhrase(text);
        if (!checked.ok) return setRefusal(checked);
        setRefusal(null);
        onJoin(checked.key);
      }}
    >
      <label htmlFor={id}>{t('sync.join.label')}</label>
      <textarea
        id={id}
        className={styles.input}
        value={text}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {refusal ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message(refusal)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {t('sync.join.button')}
        </Button>
      </div>
    </form>
  );
}
