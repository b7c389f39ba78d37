import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useMediaQuery } from '@/lib/use-media-query';
import { Logo } from './logo';
import { NARROW_SCREEN, SIDEBAR_ITEMS, isNavItemActive, shownAt } from './nav-items';
import { preloadRoute } from '../startup';
import styles from './sidebar.module.css';

interface SidebarProps {
  /** Small screens only: whether the drawer is open. */
  open: boolean;
  onNavigate: () => void;
}

export function Sidebar({ open, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const t = useT();
  // On a phone the drawer is closed and hidden at start: its links are built the first time it
  // opens, not on every page load (a fifth of Home's elements), and kept for later openings.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const built = narrow !== true || opened;
  return (
    <nav
      id="app-sidebar"
      className={styles.sidebar}
      data-open={open}
      aria-label={t('app.nav.main')}
    >
      <div className={styles.logo}>
        <Logo onNavigate={onNavigate} />
      </div>
      {built ? (
        <ul className={styles.list}>
          {shownAt(SIDEBAR_ITEMS, new Date()).map(({ label, to, icon: Icon }) => {
            const active = isNavItemActive(to, pathname);
            return (
              <li key={to}>
                <Link
                  to={to}
                  className={styles.link}
                  data-active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  onPointerEnter={() => preloadRoute(to)}
                  onFocus={() => preloadRoute(to)}
                >
                  <Icon className={styles.icon} aria-hidden="true" />
                  <span className={styles.label}>{t(label)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </nav>
  );
}
