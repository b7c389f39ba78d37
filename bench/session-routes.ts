import type { CDPSession, Page } from '@playwright/test';
import { countGrowth, lowestLateVisit } from './session-growth.ts';
import { pageMemory, readProbe, type PageMemory } from './session-probes.ts';

/** What a page holds once it is shown: memory after a full collection, timers and observers. */
export interface Visit extends PageMemory {
  page: string;
  /** Intervals, short timeouts, animation frames pending and observers observing. */
  timers: number;
  sites: string[];
  /** The document's nodes by kind (tag, role, live region; text, comment). */
  shape: Record<string, number>;
}

export interface RoutePhase {
  changes: number;
  pages: string[];
  /** Heap after a forced collection, MB, at every visit. */
  heapMb: number[];
  /** For each page, what it holds late in the session over its baseline (session-growth.ts). */
  growth: {
    page: string;
    nodes: number;
    listeners: number;
    timers: number;
    /** Timers and observers present late (the visit `timers` reads) and not at the second visit. */
    newSites: string[];
    /** The document's nodes that differ, by kind: `+1 div[role=status]`. */
    changedNodes: string[];
    /** DOM nodes, event listeners, and timers and observers at each visit, in order. */
    nodesByVisit: number[];
    listenersByVisit: number[];
    timersByVisit: number[];
  }[];
}

const SETTLE_MS = 400;
/** The page is read once its document has not changed for this long (or after `QUIET_MAX_MS`). */
const QUIET_MS = 500;
const QUIET_MAX_MS = 5000;

/**
 * Waits until no node has come or gone for `QUIET_MS` (the playing song's clock only changes
 * text): a page that builds its rows in transitions after the network is quiet (Home, Search)
 * is otherwise read half-built on a busy machine, and its next visit then looks like growth.
 */
const documentQuiet = (page: Page): Promise<void> =>
  // A string: tsx names the functions it compiles with a helper the page does not have.
  page.evaluate(`new Promise((resolve) => {
    let timer = setTimeout(done, ${QUIET_MS});
    const cap = setTimeout(done, ${QUIET_MAX_MS});
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, ${QUIET_MS});
    });
    observer.observe(document, { subtree: true, childList: true });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(cap);
      resolve();
    }
  })`);

/**
 * The document's nodes counted by kind, so a growth can be named: the DOM counter also counts
 * nodes no longer in the document but still referenced.
 */
const documentShape = (page: Page): Promise<Record<string, number>> =>
  page.evaluate(`(() => {
    const shape = {};
    const kind = (node) => {
      if (node.nodeType === 3) return '#text';
      if (node.nodeType === 8) return '#comment';
      if (node.nodeType !== 1) return '#' + node.nodeName;
      const role = node.getAttribute('role');
      const live = node.getAttribute('aria-live');
      const rel = node.getAttribute('rel');
      return node.localName + (role ? '[role=' + role + ']' : '') +
        (live ? '[aria-live=' + live + ']' : '') + (rel ? '[rel=' + rel + ']' : '');
    };
    const walk = (node) => {
      const name = kind(node);
      shape[name] = (shape[name] || 0) + 1;
      for (const child of node.childNodes) walk(child);
    };
    walk(document.documentElement);
    return shape;
  })()`);

/** `+1 div[role=status]` for each kind whose count differs from the baseline's. */
export function shapeChanges(base: Record<string, number>, last: Record<string, number>) {
  return [...new Set([...Object.keys(base), ...Object.keys(last)])]
    .map((kind) => ({ kind, delta: (last[kind] ?? 0) - (base[kind] ?? 0) }))
    .filter(({ delta }) => delta !== 0)
    .map(({ kind, delta }) => `${delta > 0 ? '+' : ''}${delta} ${kind}`);
}

/** The sidebar's pages, in order: every main page of the app. */
async function mainPages(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation').first().getByRole('link');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith('#/')),
  );
  const unique = [...new Set(hrefs)];
  if (unique.length < 2) throw new Error('the sidebar lists no pages');
  return unique;
}

async function visit(page: Page, session: CDPSession, href: string): Promise<Visit> {
  await page.getByRole('navigation').first().locator(`a[href="${href}"]`).first().click();
  await page.waitForFunction((target) => location.hash === target, href);
  await page.getByRole('main').getByRole('heading').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await documentQuiet(page);
  const memory = await pageMemory(session);
  const probe = await readProbe(page);
  return {
    page: href,
    ...memory,
    timers: probe.intervals + probe.timeouts + probe.frames + probe.observers,
    sites: probe.sites,
    shape: await documentShape(page),
  };
}

const without = (sites: string[], baseline: string[]) => {
  const left = [...baseline];
  return sites.filter((site) => {
    const at = left.indexOf(site);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
};

/**
 * `count` route changes through the sidebar's pages in turn, by clicking their links. Each
 * arrival waits for the page's heading and a quiet network, then reads the heap, DOM nodes and
 * listeners after a full collection, and the timers and observers alive.
 */
export async function changeRoutes(
  page: Page,
  session: CDPSession,
  count: number,
  log: (message: string) => void,
): Promise<RoutePhase> {
  const pages = await mainPages(page);
  const visits: Visit[] = [];
  for (let change = 0; change < count; change += 1) {
    visits.push(await visit(page, session, pages[change % pages.length]!));
    if ((change + 1) % 50 === 0) log(`session: ${change + 1} route changes`);
  }
  const growth = pages.flatMap((href) => {
    const seen = visits.filter((v) => v.page === href);
    const base = seen[1];
    const nodes = countGrowth(seen.map((v) => v.nodes));
    const listeners = countGrowth(seen.map((v) => v.listeners));
    const timers = countGrowth(seen.map((v) => v.timers));
    const fewestNodes = lowestLateVisit(seen, (v) => v.nodes);
    const fewestTimers = lowestLateVisit(seen, (v) => v.timers);
    if (!base || !fewestNodes || !fewestTimers) return [];
    if (nodes === null || listeners === null || timers === null) return [];
    return [
      {
        page: href,
        nodes,
        listeners,
        timers,
        newSites: without(fewestTimers.sites, base.sites),
        changedNodes: shapeChanges(base.shape, fewestNodes.shape),
        nodesByVisit: seen.map((v) => v.nodes),
        listenersByVisit: seen.map((v) => v.listeners),
        timersByVisit: seen.map((v) => v.timers),
      },
    ];
  });
  return { changes: visits.length, pages, heapMb: visits.map((v) => v.heapMb), growth };
}
