import { startTransition } from 'react';
import { whenIdle } from '@/lib/startup';

/** Rows waiting to build the rest of their items, built one per idle moment. */
const waiting: (() => void)[] = [];
let scheduled = false;

const onTelevision = () => document.documentElement.hasAttribute('data-tv');

function next() {
  scheduled = true;
  whenIdle(() => {
    scheduled = false;
    const complete = waiting.shift();
    if (complete && onTelevision()) startTransition(complete);
    if (waiting.length) next();
  });
}

/**
 * In TV mode (`<html data-tv>`), a row that built only its first items builds the rest at an
 * idle moment, one row per moment and in a transition (rendered in slices), before focus
 * arrives: built when focus entered the row, the render, style and layout of its other cards
 * fell on the person's first press along it. Elsewhere the row still builds them when it is
 * scrolled, moved or entered. Returns the function that takes the row off the list.
 */
export function completeWhenIdle(complete: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return () => undefined;
  waiting.push(complete);
  if (!scheduled) next();
  return () => {
    const index = waiting.indexOf(complete);
    if (index >= 0) waiting.splice(index, 1);
  };
}
