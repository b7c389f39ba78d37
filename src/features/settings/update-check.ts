/**
 * Settings → Updates: whether the server now serves a newer Reelbeat than the one running. A
 * build names its entry script by content hash (`/assets/index-….js`), so a different entry in
 * the served index.html means a new version. Nothing is swapped silently: the app says so and
 * the user reloads when it suits them.
 */
const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/i;

/** The entry script an index.html loads, or null when it has none. */
export function entryScriptOf(html: string): string | null {
  return ENTRY_SCRIPT.exec(html)?.[1] ?? null;
}

/** The entry script of the running page. */
export const runningEntry = (doc: Document = document): string | null =>
  doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;

/**
 * Asks the server for its index.html (never from a cache) and compares entries. Any failure
 * (offline, the desktop shell's bundled files) means "nothing new": the check only ever informs.
 */
export async function newVersionReady(
  running: string | null = runningEntry(),
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!running) return false;
  try {
    const response = await fetchImpl('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
    if (!response.ok) return false;
    const served = entryScriptOf(await response.text());
    return served !== null && served !== running;
  } catch {
    return false;
  }
}

/** How often a running app looks, besides whenever its tab comes back into view. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;
