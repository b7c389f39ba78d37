import {
  Clock,
  Flame,
  Grid3x3,
  Heart,
  History,
  Home,
  Info,
  Library,
  ListMusic,
  Music,
  Search,
  Settings,
  Star,
  HandHeart,
  AudioLines,
  type LucideIcon,
} from 'lucide-react';
import { msg } from '@/lib/i18n';
import { paths } from '../../config/paths';

export interface NavItem {
  /** A message id; the label is translated where it is shown. */
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The side navigation, in the spec's order (2.2). */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { label: msg('app.nav.home'), to: paths.home, icon: Home },
  { label: msg('app.nav.search'), to: paths.search, icon: Search },
  { label: msg('app.nav.trending'), to: paths.trending, icon: Flame },
  { label: msg('app.nav.topRated'), to: paths.topRated, icon: Star },
  { label: msg('app.nav.categories'), to: paths.categories, icon: Grid3x3 },
  { label: msg('app.nav.myLibrary'), to: paths.library, icon: Library },
  { label: msg('app.nav.continueWatching'), to: paths.continue, icon: Clock },
  { label: msg('app.nav.watchHistory'), to: paths.history, icon: History },
  { label: msg('app.nav.favorites'), to: paths.favorites, icon: Heart },
  { label: msg('app.nav.music'), to: paths.music, icon: Music },
  { label: msg('app.nav.musicSearch'), to: paths.musicSearch, icon: AudioLines },
  { label: msg('app.nav.musicLibrary'), to: paths.musicLibrary, icon: ListMusic },
  { label: msg('app.nav.supportUs'), to: paths.support, icon: HandHeart },
  { label: msg('app.nav.about'), to: paths.about, icon: Info },
  { label: msg('app.nav.settings'), to: paths.settings, icon: Settings },
];

/**
 * The bottom navigation on small screens (six items). Its labels are messages of their own: a
 * sixth of a phone's width is narrower than the sidebar, so some languages say it shorter.
 */
export const BOTTOM_ITEMS: readonly NavItem[] = [
  { label: msg('app.nav.home'), to: paths.home, icon: Home },
  { label: msg('app.nav.bottom.search'), to: paths.search, icon: Search },
  { label: msg('app.nav.bottom.library'), to: paths.library, icon: Library },
  { label: msg('app.nav.bottom.music'), to: paths.music, icon: Music },
  { label: msg('app.nav.bottom.musicSearch'), to: paths.musicSearch, icon: AudioLines },
  { label: msg('app.nav.bottom.musicLibrary'), to: paths.musicLibrary, icon: ListMusic },
];

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
