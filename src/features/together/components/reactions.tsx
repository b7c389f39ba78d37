import { useT } from '@/lib/i18n';
import { REACTIONS } from '@shared/together/limits';
import { react } from '../model/room-actions';
import { useReactions, useRoomState } from '../model/room.store';
import styles from './reactions.module.css';

/** A handful of emoji; each one sent floats up for everyone for a few seconds. */
export function Reactions() {
  const t = useT();
  const flying = useReactions();
  const members = useRoomState()?.members ?? [];
  const nameOf = (id: string) => members.find((m) => m.id === id)?.name ?? '';
  return (
    <section className={styles.reactions} aria-label={t('together.reactions.label')}>
      <div className={styles.reactionButtons}>
        {REACTIONS.map((emoji) => (
          <button
            key={emoji}
            type="button"
            className={styles.reaction}
            onClick={() => react(emoji)}
            aria-label={t('together.reactions.send', { emoji })}
          >
            {emoji}
          </button>
        ))}
      </div>
      <ul className={styles.flying} aria-live="polite">
        {flying.map((reaction, i) => (
          <li
            key={reaction.key}
            className={styles.floater}
            style={{ insetInlineStart: `${10 + ((reaction.key * 37 + i * 13) % 75)}%` }}
          >
            <span aria-hidden>{reaction.emoji}</span>
            <span className={styles.visuallyHidden}>
              {t('together.reactions.from', { name: nameOf(reaction.from), emoji: reaction.emoji })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
