import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import styles from './sections.module.css';

/** A library card: icon, title and count, linking to the full list. */
export function CountCard({
  to,
  icon,
  title,
  count,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  count: string;
}) {
  return (
    <li>
      <Link to={to} className={styles.card}>
        <span className={styles.cardIcon} aria-hidden="true">
          {icon}
        </span>
        <span className={styles.cardText}>
          <span className={styles.cardTitle}>{title}</span>
          <span className={styles.cardCount}>{count}</span>
        </span>
      </Link>
    </li>
  );
}
