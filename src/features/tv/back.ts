/** Key events the TV code made itself, which its own listeners let pass. */
export const madeHere = new WeakSet<Event>();

/**
 * Back, step one: closes what is open on top (a menu, a drawer, a dialog). Gives the focused
 * element an Escape, as a keyboard's would reach it (menus and drawers close on Escape and
 * say so with `preventDefault`), then asks the topmost dialog to close. True when something
 * closed. A real Escape reaches the components itself; pass `escapeSent` for it.
 */
export function closeTopLayer(doc: Document, escapeSent?: KeyboardEvent): boolean {
  let escape = escapeSent;
  if (!escape) {
    escape = new KeyboardEvent('keydown', {
      key: 'Escape',
      code: 'Escape',
      keyCode: 27,
      bubbles: true,
      cancelable: true,
    });
    madeHere.add(escape);
    (doc.activeElement ?? doc.body).dispatchEvent(escape);
  }
  if (escape.defaultPrevented) return true;
  const dialogs = doc.querySelectorAll<HTMLDialogElement>('dialog[open]');
  const top = dialogs[dialogs.length - 1];
  if (!top) return false;
  // A real Escape closes it natively once this event is done; a made one must ask.
  if (!escapeSent) top.dispatchEvent(new Event('cancel', { cancelable: true }));
  return true;
}

/**
 * Leaves Reelbeat from Home: a television's own way out where there is one (Samsung's Tizen),
 * else back past Reelbeat's pages in the browser's history, else closing the window.
 */
export function leaveApp(win: Window = window) {
  const tizen = (win as { tizen?: { application?: { getCurrentApplication(): { exit(): void } } } })
    .tizen;
  try {
    tizen?.application?.getCurrentApplication().exit();
  } catch {
    // Not a Tizen application: the browser's history below.
  }
  const index = (win.history.state as { idx?: number } | null)?.idx ?? 0;
  win.history.go(-(index + 1));
  win.setTimeout(() => win.close(), 300);
}
