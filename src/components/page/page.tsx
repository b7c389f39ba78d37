import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './page.module.css';

interface PageProps {
  heading: ReactNode;
  /** Document title; defaults to the heading when that is a string. */
  title?: string;
  /** Extra line under the heading (counts, notes). */
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The common frame of a page: heading row with optional actions, then content. */
export function Page({ heading, title, subtitle, actions, children }: PageProps) {
  usePageTitle(title ?? (typeof heading === 'string' ? heading : null));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.heading}>{heading}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
