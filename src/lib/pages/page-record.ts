import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { MessageGroup } from '@shared/i18n/message-groups';
import type { FirstScreen } from '../startup';

/** The sidebar's groups of places, in the order src/app/layout/nav-items.ts shows them. */
export type NavSection = 'browse' | 'library' | 'music' | 'app';

/** A page's place in the navigation. */
export interface NavEntry {
  /** The sidebar's label: a message id (`msg('app.nav.…')`), translated where it is shown. */
  label: string;
  icon: LucideIcon;
  section: NavSection;
  /** Its place within the section, smallest first. */
  order: number;
  /**
   * Its label on the phone's bottom bar, for the six places the bar shows (a message id of its
   * own: a sixth of a phone's width is narrower than the sidebar, so some languages say it
   * shorter there).
   */
  bottom?: string;
  /**
   * Whether the sidebar shows it at `now` (always, when left out): a place that belongs to a
   * time of year. The page stays reachable by its address and links either way.
   */
  visible?: (now: Date) => boolean;
}

/** What the desktop shell's presence says while the page is shown: what kind of page, and the line under it. */
export interface PageActivity {
  /** Browsing, when left out. */
  kind?: 'browsing' | 'searching' | 'details' | 'watching';
  /** The line under the activity, a message id: the page's name, or the area searched. */
  state?: string;
}

/**
 * Everything the app knows of a page, declared once in the page's feature folder
 * (`<name>.page.ts`: `export const homePage = { … } as const satisfies PageRecord`) and listed
 * in src/app/pages.ts. The router, the navigation, the desktop presence, the page's words and
 * index.html's list of its files are all made from it. Written as plain data (no call), it
 * costs the first paint only its own bytes.
 */
export interface PageRecord<Name extends string = string> {
  name: Name;
  /**
   * Its routes by name, each a path pattern (`/movie/:id`). Features build links to them from
   * shared/config/paths.ts, so a route others link to is declared there and named here.
   */
  routes: Readonly<Record<string, string>>;
  /** Its code: one chunk, loaded on the first visit (or when a link to it is pointed at). */
  load: () => Promise<{ default: ComponentType }>;
  /** The groups of words its code speaks from (shared/i18n/message-groups.ts). */
  messages: readonly MessageGroup[];
  nav?: NavEntry;
  activity: PageActivity;
  firstScreen?: FirstScreen;
}
