import { lazy, Suspense } from 'react';
import styles from './your-data.module.css';

const YourDataPanel = lazy(() => import('./your-data-panel'));

/** A small shell: the panel (and, later, the import code) is fetched only when this is shown. */
export function YourDataSection() {
  return (
    <section className={styles.section} aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className={styles.heading}>
        Your data
      </h2>
      <Suspense fallback={null}>
        <YourDataPanel />
      </Suspense>
    </section>
  );
}
