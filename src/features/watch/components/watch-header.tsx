import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { paths } from '@shared/config/paths';
import styles from '../watch.module.css';

/**
 * The player page's header: Back, then what the page puts beside it. Back returns to where the
 * viewer came from, or to Home when the page was the visit's first (nothing to go back to).
 */
export function WatchHeader({ children }: { children?: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <header className={styles.header}>
      <Button
        className={styles.back}
        onClick={() => (key === 'default' ? navigate(paths.home) : navigate(-1))}
        aria-label={t('watch.back')}
      >
        <ArrowLeft aria-hidden size={20} />
      </Button>
      {children}
    </header>
  );
}
