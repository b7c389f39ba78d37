import { useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useT } from '@/lib/i18n';
import { useHistoryRemovalQuestion } from '@/lib/storage/video-lists/history-removal-slot';
import { useConnectionsStatus } from '../model/status-store';
import type { AddInput } from '../queue/outbox';
import { answerHistoryQuestion } from '../trakt/history-removal';
import styles from './connections.module.css';

interface Props {
  onAnswer: (choice: 'trakt' | 'here', remember: boolean) => void;
}

/**
 * "Remove on Trakt too?" when titles leave Watch History while Trakt is connected. Focus starts
 * on "Only here" (the choice that changes nothing more), and Escape answers it.
 */
export function HistoryQuestion({ onAnswer }: Props) {
  const t = useT();
  const titleId = useId();
  const messageId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const [remember, setRemember] = useState(false);
  const waiting = useConnectionsStatus((s) => s.historyQuestion);
  if (waiting.length === 0) return null;
  const answer = (choice: 'trakt' | 'here') => {
    setRemember(false);
    onAnswer(choice, remember);
  };
  return (
    <Dialog
      labelledBy={titleId}
      describedBy={messageId}
      onClose={() => answer('here')}
      initialFocus={keepRef}
      closeOnBackdrop={false}
      className={styles.question}
    >
      <h2 id={titleId} className={styles.questionTitle}>
        {t('connections.history.title')}
      </h2>
      <p id={messageId} className={styles.note}>
        {waiting.length === 1
          ? t('connections.history.question', { title: waiting[0]!.title })
          : t('connections.history.questionMany', { count: waiting.length })}
      </p>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        {t('connections.history.remember')}
      </label>
      <div className={styles.questionActions}>
        <button
          ref={keepRef}
          type="button"
          className={buttonClass()}
          onClick={() => answer('here')}
        >
          {t('connections.history.keep')}
        </button>
        <button type="button" className={buttonClass('danger')} onClick={() => answer('trakt')}>
          {t('connections.history.remove')}
        </button>
      </div>
    </Dialog>
  );
}

/** Gives the history page the question (it shows itself while titles wait for an answer). */
export function showHistoryQuestion(add: (input: AddInput) => void) {
  if (useHistoryRemovalQuestion.getState().Question) return;
  const Question = () => (
    <HistoryQuestion
      onAnswer={(choice, remember) => answerHistoryQuestion(choice, remember, add)}
    />
  );
  useHistoryRemovalQuestion.setState({ Question });
}
