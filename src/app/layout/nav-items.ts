import type { LucideIcon } from 'lucide-react';
import type { NavSection, PageRecord } from '@/lib/pages';
import { paths } from '@shared/config/paths';
import { PAGES } from '../page-routes';

export interface NavItem {
  /** A message id; the label is translated where it is shown. */
  label: string;
  to: string;
  icon: LucideIcon;
  visible?: (now: Date) => boolean;
}

/** The sidebar's sections in their fixed order (browse, library, music, app); each page's record gives its place within. */
const SECTIONS: readonly NavSection[] = ['browse', 'library', 'music', 'app'];

/**
 * The sidebar's items and the bottom bar's (the sidebar's places with a bottom label, in the
 * same order) made from the pages' records. A page links to its first route, which takes no
 * parameters (pages.test.ts checks).
 */
export function navItems(pages: readonly PageRecord[]) {
  const placed = pages
    .flatMap((page) => (page.nav ? [{ ...page.nav, to: Object.values(page.routes)[0]! }] : []))
    .sort((a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section) || a.order - b.order);
  const item = (label: string, { to, icon, visible }: (typeof placed)[number]): NavItem => ({
    label,
    to,
    icon,
    ...(visible ? { visible } : {}),
  });
  return {
    sidebar: placed.map((nav) => item(nav.label, nav)),
    bottom: placed.flatMap((nav) => (nav.bottom ? [item(nav.bottom, nav)] : [])),
  };
}

const ITEMS = navItems(PAGES);

/** The side navigation, in its fixed order: by section, then by each record's place. */
export const SIDEBAR_ITEMS: readonly NavItem[] = ITEMS.sidebar;

/**
 * The bottom navigation on small screens (six items). Its labels are messages of their own: a
 * sixth of a phone's width is narrower than the sidebar, so some languages say it shorter.
 */
export const BOTTOM_ITEMS: readonly NavItem[] = ITEMS.bottom;

/** The items shown at `now` (a seasonal place only in its season). */
export const shownAt = (items: readonly NavItem[], now: Date) =>
  items.filter((item) => !item.visible || item.visible(now));

/** A nav item is active on its own path, and on deeper paths for sections other than "/" and "/music". */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === pathname) return true;
  if (itemPath === paths.home || itemPath === paths.music) return false;
  return pathname.startsWith(`${itemPath}/`);
}

/**
 * Phone widths, as the layout's CSS has them: the sidebar becomes a drawer behind the menu
 * button and the bottom bar shows.
 */
export const NARROW_SCREEN = '(max-width: 768px)';
