import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { useT } from '@/lib/i18n';
import { BOTTOM_ITEMS, isNavItemActive } from './nav-items';
import styles from './bottom-nav.module.css';

export function BottomNav() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <nav className={styles.bar} data-docked="bottom" aria-label={t('app.nav.quick')}>
      {BOTTOM_ITEMS.map(({ label, to, icon: Icon }) => {
        const active = isNavItemActive(to, pathname);
        return (
          <Link
            key={to}
            to={to}
            className={styles.item}
            data-active={active}
            aria-current={active ? 'page' : undefined}
          >
            <Icon className={styles.icon} aria-hidden="true" />
            <span className={styles.label}>{t(label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
