import { useId } from 'react';
import { Crown, UserMinus, UserRoundCog } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { handOver, removeMember } from '../model/room-actions';
import { useIsHost, useMyId, useRoomState } from '../model/room.store';
import styles from './together.module.css';

/** Who is in the room, the host marked; the host can hand hosting over or remove someone. */
export function MemberList() {
  const t = useT();
  const state = useRoomState();
  const me = useMyId();
  const isHost = useIsHost();
  const id = useId();
  if (!state) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {t('together.members.heading')}
      </h2>
      <ul className={styles.members} aria-labelledby={id}>
        {state.members.map((member) => (
          <li key={member.id} className={styles.member}>
            <span className={styles.memberName}>
              {member.id === me ? t('together.members.you', { name: member.name }) : member.name}
            </span>
            {member.host ? (
              <span className={styles.badge}>
                <Crown aria-hidden size={14} />
                {t('together.members.host')}
              </span>
            ) : null}
            {member.online ? null : (
              <span className={styles.muted}>{t('together.members.away')}</span>
            )}
            {isHost && member.id !== me ? (
              <span className={styles.memberActions}>
                <Button
                  variant="icon"
                  onClick={() => handOver(member.id)}
                  aria-label={t('together.members.makeHost', { name: member.name })}
                  title={t('together.members.makeHost', { name: member.name })}
                >
                  <UserRoundCog aria-hidden size={18} />
                </Button>
                <Button
                  variant="icon"
                  onClick={() => removeMember(member.id)}
                  aria-label={t('together.members.remove', { name: member.name })}
                  title={t('together.members.remove', { name: member.name })}
                >
                  <UserMinus aria-hidden size={18} />
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
