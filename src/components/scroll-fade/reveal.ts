/** A row's scroll position and size (a scrolling element, or a plain object in tests). */
type RowBox = Pick<HTMLElement, 'scrollLeft' | 'clientWidth' | 'scrollWidth'>;

/**
 * The `scrollLeft` that shows an item (its `left` and `right` edges in the row's scrolled content)
 * whole, `clearance` px clear of the row's edges, moving the row as little as it can: the row's
 * own when the item is already clear. The ends of the row need no clearance (no fade is there).
 */
export function scrollLeftToReveal(
  item: { left: number; right: number },
  row: RowBox,
  clearance: number,
): number {
  let left = row.scrollLeft;
  if (item.right > left + row.clientWidth - clearance)
    left = item.right - row.clientWidth + clearance;
  if (item.left < left + clearance) left = item.left - clearance;
  return Math.max(0, Math.min(left, row.scrollWidth - row.clientWidth));
}

/**
 * Scrolls `item` of a scrolling row (one with `scrollFadeClass`) into view clear of the row's
 * fades, by the row's `scroll-padding-inline` (which the fade sets to its own width). For an
 * item chosen by a tap, which the browser does not scroll to (nor, in Safari, focus). Only the
 * row scrolls, never the page as `scrollIntoView` may. Rows run left to right, as every
 * interface language does.
 */
export function revealInRow(row: HTMLElement, item: HTMLElement) {
  if (row.scrollWidth <= row.clientWidth) return;
  const clearance = Number.parseFloat(getComputedStyle(row).scrollPaddingInlineStart) || 0;
  const box = item.getBoundingClientRect();
  const left = box.left - row.getBoundingClientRect().left - row.clientLeft + row.scrollLeft;
  const target = scrollLeftToReveal({ left, right: left + box.width }, row, clearance);
  if (Math.abs(target - row.scrollLeft) >= 1) row.scrollLeft = target;
}
