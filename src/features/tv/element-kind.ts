const HTML = 'http://www.w3.org/1999/xhtml';

/**
 * Whether `el` is an HTML element of this tag. Read from the element itself, not with
 * `instanceof`: the built-in player's frame has a window of its own, whose elements are not
 * instances of Reelbeat's `HTMLInputElement` or `HTMLElement`.
 */
export function isTag<K extends keyof HTMLElementTagNameMap>(
  el: unknown,
  tag: K,
): el is HTMLElementTagNameMap[K] {
  return isHtml(el) && el.localName === tag;
}

/** Whether `el` is an HTML element, from this window or a frame's. */
export function isHtml(el: unknown): el is HTMLElement {
  return (
    typeof el === 'object' &&
    el !== null &&
    (el as Node).nodeType === 1 &&
    (el as Element).namespaceURI === HTML
  );
}

/** The element an event is aimed at, from this window or a frame's. */
export const elementOf = (target: EventTarget | null): Element | null =>
  target && (target as Node).nodeType === 1 ? (target as Element) : null;
