import { useT } from '@/lib/i18n';
import type { UnmatchedItem } from '../model/connection-records';
import styles from './connections.module.css';

/** Titles from Trakt that Reelbeat could not match, each with the reason. */
export function UnmatchedList({ items }: { items: UnmatchedItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className={styles.service} aria-labelledby="connections-unmatched">
      <h3 id="connections-unmatched" className={styles.heading}>
        {t('connections.unmatched.heading', { count: items.length })}
      </h3>
      <ul className={styles.list}>
        {items.map((item, i) => (
          <li key={`${item.title}-${i}`}>
            {t('connections.unmatched.item', {
              title: item.year ? `${item.title} (${item.year})` : item.title,
              reason: item.reason,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
