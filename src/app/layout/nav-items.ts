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
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The side navigation, in the spec's order (2.2). */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: paths.home, icon: Home },
  { label: 'Search', to: paths.search, icon: Search },
  { label: 'Trending', to: paths.trending, icon: Flame },
  { label: 'Top Rated', to: paths.topRated, icon: Star },
  { label: 'Categories', to: paths.categories, icon: Grid3x3 },
  { label: 'My Library', to: paths.library, icon: Library },
  { label: 'Continue Watching', to: paths.continue, icon: Clock },
  { label: 'Watch History', to: paths.history, icon: History },
  { label: 'Favorites', to: paths.favorites, icon: Heart },
  { label: 'Music', to: paths.music, icon: Music },
  { label: 'Music Search', to: paths.musicSearch, icon: AudioLines },
  { label: 'Music Library', to: paths.musicLibrary, icon: ListMusic },
  { label: 'Support Us', to: paths.support, icon: HandHeart },
  { label: 'About', to: paths.about, icon: Info },
  { label: 'Settings', to: paths.settings, icon: Settings },
];

/** The bottom navigation on small screens (six items). */
export const BOTTOM_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: paths.home, icon: Home },
  { label: 'Search', to: paths.search, icon: Search },
  { label: 'Library', to: paths.library, icon: Library },
  { label: 'Music', to: paths.music, icon: Music },
  { label: 'Music Search', to: paths.musicSearch, icon: AudioLines },
  { label: 'Music Library', to: paths.musicLibrary, icon: ListMusic },
];

/** A nav item is active on its own path, and on deeper paths for sections other than "/" and "/music". */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === pathname) return true;
  if (itemPath === paths.home || itemPath === paths.music) return false;
  return pathname.startsWith(`${itemPath}/`);
}
