import { matchPath } from 'react-router';
import type { ComponentType } from 'react';
import { withMessages } from '@/lib/i18n';
import type { PageActivity, PageRecord } from '@/lib/pages';
import type { PageMatch as StartupMatch } from '@/lib/startup';
import { PAGES as LISTED } from './pages';

/** Every page, as src/app/pages.ts lists them. */
export const PAGES = LISTED;

export type Page = (typeof PAGES)[number];
export type PageName = Page['name'];

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A page's chunk, loaded on first visit (or earlier, when its link is hovered), with the groups
 * of the pages' words it speaks from in the active language beside it (one request each, the
 * first time), so a page renders with its words while the first paint carries only the shell's.
 * Which groups: the ones whose words its code uses (message-groups.test.ts checks).
 */
export const loadPage =
  (page: PageRecord): PageModule =>
  () =>
    withMessages(page.messages, page.load());

export const pageModules = Object.fromEntries(
  PAGES.map((page) => [page.name, loadPage(page)]),
) as Record<PageName, PageModule>;

/** The path patterns of a list of pages, each with its page. No two patterns match one path. */
export const routeTable = <P extends PageRecord>(pages: readonly P[]) =>
  pages.flatMap((page) => Object.values(page.routes).map((path) => [path, page] as const));

/** The route table: the page each path pattern shows. */
export const pageRoutes: readonly (readonly [path: string, page: PageName])[] = routeTable(
  PAGES,
).map(([path, page]) => [path, page.name]);

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
