import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { completeWhenIdle } from './complete-when-idle';
import { RowArrow } from './row-arrow';
import { createEdgesStore } from './row-edges';
import styles from './media-row.module.css';

/** Each arrow moves the row by this share of its visible width. */
export const ROW_SCROLL_SHARE = 0.8;

/** Items a card row builds at load: more than the widest screen shows (10 × 200 px cards). */
export const ROW_INITIAL_ITEMS = 10;
const ROW_SNAP_SLACK_PX = 24;

/**
 * Whether focus came from the keyboard (Tab, the arrows, a remote) rather than from a press with
 * the pointer: the browser's own `:focus-visible` heuristic. A DOM without the selector answers
 * yes, as before.
 */
function keyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

interface MediaRowProps {
  title: string;
  /** Extra control in the heading line, e.g. "View All". */
  action?: ReactNode;
  /** A line under the heading about the whole row (the episodes' spoiler setting). */
  note?: ReactNode;
  /** Shown instead of the list when there is nothing in it. */
  empty?: ReactNode;
  /** Fixed step in px instead of a share of the width (the episode row uses 300). */
  step?: number;
  /** Hides the arrows, e.g. when the items fit without scrolling. */
  arrows?: boolean;
  /** Makes the list itself a tab stop, for rows whose items hold nothing focusable (cast). */
  focusable?: boolean;
  /**
   * Builds only this many items at load (e.g. ROW_INITIAL_ITEMS), the rest once the row is
   * scrolled, moved with an arrow or entered with the keyboard, and in TV mode at an idle
   * moment before that (`complete-when-idle.ts`). Unset: every item at once.
   */
  initialItems?: number;
  children: ReactNode;
}

/** A titled horizontal list with previous/next arrows; children become list items. */
export function MediaRow({
  title,
  action,
  note,
  empty,
  step,
  arrows = true,
  focusable = false,
  initialItems,
  children,
}: MediaRowProps) {
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges] = useState(createEdgesStore);
  const [complete, setComplete] = useState(false);
  const all = Children.toArray(children);
  const partial = !complete && initialItems !== undefined && all.length > initialItems;
  const showAll = useCallback(() => setComplete(true), []);
  useEffect(() => (partial ? completeWhenIdle(showAll) : undefined), [partial, showAll]);

  const updateEdges = useCallback(() => {
    if (trackRef.current) edges.read(trackRef.current);
  }, [edges]);

  useEffect(() => {
    const el = trackRef.current;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') {
      updateEdges();
      return;
    }
    // A new observation reports once after the next layout, so the edges are read when the
    // sizes are already known: reading them here would force a layout of the whole page in
    // the middle of the render.
    const observer = new ResizeObserver(updateEdges);
    observer.observe(el);
    return () => observer.disconnect();
  }, [updateEdges, children]);

  const scroll = (direction: -1 | 1) => {
    showAll();
    const el = trackRef.current;
    if (!el) return;
    const distance = step ?? el.clientWidth * ROW_SCROLL_SHARE;
    el.scrollBy({ left: direction * distance, behavior: 'smooth' });
  };

  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {action}
      </div>
      {note}
      {empty ?? (
        <div className={styles.viewport}>
          {arrows ? (
            <RowArrow
              side="prev"
              title={title}
              edges={edges}
              partial={partial}
              onClick={() => scroll(-1)}
            />
          ) : null}
          <ul
            ref={trackRef}
            className={styles.track}
            data-row-track
            aria-label={title}
            onScroll={() => {
              updateEdges();
              // A nudge of a few pixels (a snap, a trackpad coming to rest) is not a request for more.
              if (partial && (trackRef.current?.scrollLeft ?? 0) > ROW_SNAP_SLACK_PX) showAll();
            }}
            // Entered with the keyboard, the row builds the rest at once, for Tab and the arrows
            // to reach. A press with the pointer focuses the card it opens: built then, the
            // other cards were a render of ten cards before the press could paint.
            onFocus={
              partial
                ? (event: FocusEvent) => {
                    if (keyboardFocus(event.target)) showAll();
                  }
                : undefined
            }
            // Keyboard users scroll such a row with the arrow keys once it has focus.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={focusable ? 0 : undefined}
          >
            {partial ? all.slice(0, initialItems) : all}
          </ul>
          {arrows ? (
            <RowArrow
              side="next"
              title={title}
              edges={edges}
              partial={partial}
              onClick={() => scroll(1)}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}

/** One entry of a row, sized like a card (200 px, 150 px at tablet width). */
export function MediaRowItem({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <li className={wide ? `${styles.item} ${styles.wide}` : styles.item}>{children}</li>;
}
