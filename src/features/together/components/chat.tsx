import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { CHAT_MAX } from '@shared/together/limits';
import { cleanText } from '@shared/together/text';
import { sendChat } from '../model/room-actions';
import { useChat, useMyId } from '../model/room.store';
import styles from './together.module.css';

/** The room's short plain-text chat: shown as text, never as HTML; gone with the room. */
export function Chat() {
  const t = useT();
  const id = useId();
  const lines = useChat();
  const me = useMyId();
  const [text, setText] = useState('');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = list.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lines.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cleanText(text)) return;
    sendChat(text);
    setText('');
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {t('together.chat.heading')}
      </h2>
      <div ref={list} className={styles.chatLines} role="log" aria-labelledby={`${id}-heading`}>
        {lines.length === 0 ? <p className={styles.muted}>{t('together.chat.empty')}</p> : null}
        <ol className={styles.chatList}>
          {lines.map((line) => (
            <li key={`${line.at}-${line.from}-${line.text}`} className={styles.chatLine}>
              <span className={line.from === me ? styles.chatMine : styles.chatName}>
                {line.name}
              </span>
              <span className={styles.visuallyHidden}>: </span>
              <span className={styles.chatText}>{line.text}</span>
            </li>
          ))}
        </ol>
      </div>
      <form className={styles.chatForm} onSubmit={submit}>
        <label htmlFor={id} className={styles.visuallyHidden}>
          {t('together.chat.label')}
        </label>
        <input
          id={id}
          className={styles.input}
          value={text}
          maxLength={CHAT_MAX}
          autoComplete="off"
          placeholder={t('together.chat.label')}
          aria-describedby={`${id}-note`}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={!cleanText(text)}>
          <Send aria-hidden size={16} />
          <span>{t('together.chat.send')}</span>
        </Button>
      </form>
      <p id={`${id}-note`} className={styles.muted}>
        {t('together.chat.note')}
      </p>
    </section>
  );
}
