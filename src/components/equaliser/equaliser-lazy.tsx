import { lazy, Suspense } from 'react';
import { useT } from '@/lib/i18n';

const EqualiserPanel = lazy(() => import('./equaliser-panel'));

/** The equaliser, whose code is fetched the first time it is shown (Settings or Now Playing). */
export function Equaliser() {
  const t = useT();
  return (
    <Suspense fallback={<p role="status">{t('equaliser.loading')}</p>}>
      <EqualiserPanel />
    </Suspense>
  );
}
