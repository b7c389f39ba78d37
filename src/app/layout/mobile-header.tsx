import { Menu, X } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { Logo } from './logo';
import styles from './mobile-header.module.css';

export function MobileHeader({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.toggle}
        onClick={onToggle}
        aria-expanded={open}
        aria-controls="app-sidebar"
        aria-label={open ? t('app.nav.close') : t('app.nav.open')}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <Logo showCredit={false} />
    </header>
  );
}
