import { Suspense } from 'react';
import { lazyPart } from '@/lib/startup';
import { useT } from '@/lib/i18n';
import styles from './your-data.module.css';

const YourDataPanel = lazyPart(() => import('./your-data-panel'));

/** A small shell: the panel (and, later, the import code) is fetched only when this is shown. */
export function YourDataSection() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className={styles.heading}>
        {t('backup.yourData.title')}
      </h2>
      <Suspense fallback={null}>
        <YourDataPanel />
      </Suspense>
    </section>
  );
}
