import { Link, useLocation } from 'react-router';
import { BOTTOM_ITEMS, isNavItemActive } from './nav-items';
import styles from './bottom-nav.module.css';

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.bar} aria-label="Quick navigation">
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
            <span className={styles.label}>{label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
