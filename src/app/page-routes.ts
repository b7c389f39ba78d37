import { matchPath } from 'react-router';
import type { ComponentType } from 'react';
import { withMessages } from '@/lib/i18n';
import type { PageActivity, PageRecord } from '@/lib/pages';
import type { PageMatch as StartupMatch } from '@/lib/startup';
import { PAGES } from './pages';

export { PAGES };
export type Page = (typeof PAGES)[number];
export type PageName = Page['name'];

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A page's chunk, loaded on first visit (or earlier, when its link is hovered), with the groups
 * of the pages' words it speaks from in the active language beside it (one request each, the
 * first time), so a page renders with its words while the first paint carries only the shell's.
 * Which groups: the ones whose words its code uses (message-groups.test.ts checks).
 */
export const pageModules = Object.fromEntries(
  PAGES.map((page: PageRecord) => [page.name, () => withMessages(page.messages, page.load())]),
) as Record<PageName, PageModule>;

/** The route table: the page each path pattern shows. No two patterns match one path. */
export const pageRoutes: readonly (readonly [path: string, page: PageName])[] = PAGES.flatMap(
  (page) => Object.values(page.routes).map((path) => [path, page.name] as const),
);

export interface PageMatch extends StartupMatch {
  page: PageName;
}

/** The page a path shows with the path's parameters, or null outside the table (Not Found). */
export function matchPage(path: string): PageMatch | null {
  for (const [pattern, page] of pageRoutes) {
    const match = matchPath(pattern, path);
    if (match) return { page, pathname: match.pathname, params: match.params };
  }
  return null;
}

/** The page a path shows, or null for a path outside the table (Not Found). */
export function pageForPath(path: string): PageName | null {
  return matchPage(path)?.page ?? null;
}

const byName = new Map<string, Page>(PAGES.map((page) => [page.name, page]));

/** The record of a page by its name. */
export const pageNamed = (name: PageName): Page => byName.get(name)!;

/** What desktop presence says on the page a path shows (its record's `activity`). */
export function activityAt(path: string): PageActivity | undefined {
  const match = matchPage(path);
  return match ? pageNamed(match.page).activity : undefined;
}
