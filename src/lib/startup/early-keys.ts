/**
 * Keys pressed before the keyboard shortcuts' code has loaded: kept, and handed to it once it
 * has, so a `?` pressed as soon as the page shows still opens the help. The listener is in the
 * first paint, so it is kept to this.
 */
let kept: KeyboardEvent[] = [];
let stop: (() => void) | undefined;

/** Keeps every key pressed from now until `takeEarlyKeys`; calls `pressed` on each. */
export function keepEarlyKeys(pressed: () => void): void {
  if (stop) return;
  const keep = (event: KeyboardEvent) => {
    kept.push(event);
    pressed();
  };
  document.addEventListener('keydown', keep);
  stop = () => document.removeEventListener('keydown', keep);
}

/** The keys kept so far, oldest first; none are kept after this. */
export function takeEarlyKeys(): KeyboardEvent[] {
  stop?.();
  stop = () => {};
  const keys = kept;
  kept = [];
  return keys;
}
