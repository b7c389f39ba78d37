import type { Root } from 'react-dom/client';
import { UserRound } from 'lucide-react';
import { startProfiles } from '@/features/profiles';
import { msg } from '@/lib/i18n';
import { paths } from '@shared/config/paths';
import { BOTTOM_ITEMS, SIDEBAR_ITEMS, type NavItem } from '../layout/nav-items';

const PROFILES_PATH = '/profiles';

/**
 * The start of a visit on a browser with profiles (loaded only there: main.tsx), and "Switch
 * profile" in the sidebar (first of its last section, before Support Us) and at the end of the
 * bottom bar when there is more than one. Added before the app first renders, so the bars are
 * built with it; the first paint of a browser with one profile carries none of this (its icon,
 * words and code: the first-paint budget has no room for them).
 */
export async function startWithProfiles(root: Root): Promise<void> {
  if (!(await startProfiles(root))) return;
  const sidebar = SIDEBAR_ITEMS as NavItem[];
  if (sidebar.some((item) => item.to === PROFILES_PATH)) return;
  const at = sidebar.findIndex((item) => item.to === paths.support);
  sidebar.splice(at < 0 ? sidebar.length : at, 0, {
    label: msg('profiles.nav.switch'),
    to: PROFILES_PATH,
    icon: UserRound,
  });
  (BOTTOM_ITEMS as NavItem[]).push({
    label: msg('profiles.nav.bottom'),
    to: PROFILES_PATH,
    icon: UserRound,
  });
}
