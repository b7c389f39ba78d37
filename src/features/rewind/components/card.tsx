import type { ReactNode } from 'react';
import styles from '../rewind.module.css';

interface CardProps {
  title: string;
  /** What the card counted, said on the card. */
  counted: string;
  wide?: boolean;
  children: ReactNode;
}

/** One figure of the year, with a line saying what it counted. */
export function Card({ title, counted, wide, children }: CardProps) {
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
      <p className={styles.counted}>{counted}</p>
    </section>
  );
}
