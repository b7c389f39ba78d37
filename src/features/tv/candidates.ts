/** What the library counts as focusable, plus what it leaves out but a remote must reach. */
export const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, [tabindex]';
/** A content card's title link: the card's own focus stop (its buttons sit over the poster). */
export const CARD_TITLE = '[data-card] h3 a';
/** The library's containers: each remembers its last focused item (by id) for when focus returns. */
export const CONTAINERS = 'nav, section, .lrud-container';

let nextId = 0;
/** Containers focus has been in: entering one again goes back to its last item. */
export const visited = new WeakSet<Element>();

/** Gives `el` an id if it has none: containers remember their last item by id. */
export function named<T extends Element>(el: T): T {
  if (!el.id) el.id = `tv-focus-${++nextId}`;
  return el;
}

/** The library stored the item's id before it had one: store it again. */
export function remembered(next: HTMLElement): HTMLElement {
  if (next.id) return next;
  named(next);
  next.parentElement?.closest(CONTAINERS)?.setAttribute('data-focus', next.id);
  return next;
}

/** Where the arrows move: the topmost open modal dialog, else the whole page. */
export function navigationScope(doc: Document = document): HTMLElement {
  const dialogs = doc.querySelectorAll<HTMLDialogElement>('dialog[open]');
  return dialogs[dialogs.length - 1] ?? doc.body;
}

/** Whether a person can see `el`: laid out, not hidden, not inert. */
export function isShown(el: Element): boolean {
  if (el.closest('[inert]')) return false;
  const rect = el.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return false;
  return el.checkVisibility?.({ visibilityProperty: true }) ?? true;
}

/** `root` itself when it matches `selector`, then its descendants that do. */
function matching<T extends Element>(root: Element, selector: string): T[] {
  const inside = [...root.querySelectorAll<T>(selector)];
  return root.matches(selector) ? [root as T, ...inside] : inside;
}

/**
 * Readies `root` for the library (the focus keeper runs it over the page when it starts, then
 * over what the page adds or marks current and when a frame loads, so a press does not pay for
 * a scan of the page): a select, a text area and a same-origin player frame become candidates
 * (the library looks for links, buttons, inputs and `[tabindex]` only), each candidate gets an
 * id (containers remember their last item by id), and a container entered for the first time
 * starts on its current item (the sidebar on the page shown, a tab list on its selected tab)
 * rather than on its first.
 */
export function prepare(root: Element) {
  for (const el of matching<HTMLElement>(
    root,
    'select:not([tabindex]), textarea:not([tabindex])',
  )) {
    el.tabIndex = 0;
  }
  for (const frame of matching<HTMLIFrameElement>(root, 'iframe:not([tabindex])')) {
    if (isControllableFrame(frame)) frame.tabIndex = 0;
  }
  for (const el of matching(root, '[aria-current="page"], [aria-selected="true"]')) {
    const container = el.parentElement?.closest(CONTAINERS);
    if (container && !container.hasAttribute('data-focus')) {
      container.setAttribute('data-focus', named(el).id);
      visited.add(container);
    }
  }
}

/** A frame whose page Reelbeat can reach (the built-in demo player): only those take focus. */
export function isControllableFrame(frame: HTMLIFrameElement): boolean {
  try {
    const doc = frame.contentDocument;
    return Boolean(doc && doc.URL !== 'about:blank' && doc.body);
  } catch {
    return false;
  }
}

/** The controls in `root` a person can reach: focusable, enabled and shown. */
export const controlsIn = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && isShown(el),
  );
