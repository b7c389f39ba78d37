import type { Direction } from './keys';

/**
 * Of `candidates`, the one nearest to where focus leaves `from` in `direction` (the middle of
 * its edge that way), among those wholly ahead of that edge; null when none is.
 */
export function nearestAhead(
  from: Element,
  candidates: Iterable<HTMLElement>,
  direction: Direction,
): HTMLElement | null {
  const exit = from.getBoundingClientRect();
  const x =
    direction === 'left'
      ? exit.left
      : direction === 'right'
        ? exit.right
        : (exit.left + exit.right) / 2;
  const y =
    direction === 'up'
      ? exit.top
      : direction === 'down'
        ? exit.bottom
        : (exit.top + exit.bottom) / 2;
  let best: HTMLElement | null = null;
  let bestDistance = Infinity;
  for (const el of candidates) {
    const r = el.getBoundingClientRect();
    const ahead =
      direction === 'left'
        ? r.right <= x + 1
        : direction === 'right'
          ? r.left >= x - 1
          : direction === 'up'
            ? r.bottom <= y + 1
            : r.top >= y - 1;
    if (!ahead) continue;
    const dx = Math.max(r.left - x, 0, x - r.right);
    const dy = Math.max(r.top - y, 0, y - r.bottom);
    const distance = Math.hypot(dx, dy);
    if (distance < bestDistance) {
      best = el;
      bestDistance = distance;
    }
  }
  return best;
}

/** Whether two boxes overlap. */
export function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
