import type { Range } from '@tanstack/react-virtual';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSpan, useHeldRange } from './held-range';

const span = (first: number, last: number) => ({ first, last });

describe('nextSpan', () => {
  it('builds the rows in view first, from the top, then the overscan below and above', () => {
    const view = span(100, 109);
    const target = span(92, 117);
    expect(nextSpan(span(0, 20), view, target, 4)).toEqual(span(100, 103));
    expect(nextSpan(span(100, 103), view, target, 4)).toEqual(span(100, 107));
    expect(nextSpan(span(100, 107), view, target, 4)).toEqual(span(100, 111));
    expect(nextSpan(span(100, 111), view, target, 4)).toEqual(span(100, 115));
    expect(nextSpan(span(100, 115), view, target, 4)).toEqual(span(98, 117));
    expect(nextSpan(span(98, 117), view, target, 4)).toEqual(span(94, 117));
    expect(nextSpan(span(94, 117), view, target, 4)).toEqual(span(92, 117));
  });

  it('follows a reading scroll row by row, letting go of the rows it leaves', () => {
    expect(nextSpan(span(92, 117), span(101, 110), span(93, 118), 4)).toEqual(span(93, 118));
  });
});

function range(startIndex: number, endIndex: number): Range {
  return { startIndex, endIndex, overscan: 2, count: 1000 };
}

/** A list that extracts its rows while it renders, as the virtualiser does. */
function List({ fast, view }: { fast: boolean; view: [number, number] }) {
  const rows = useHeldRange(fast, 3)(range(...view));
  return <output>{`${rows[0]}-${rows.at(-1)}`}</output>;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] }));
afterEach(() => vi.useRealTimers());

describe('useHeldRange', () => {
  it('builds the first screen at once, holds its rows during a fling, then builds a few a frame', () => {
    const { rerender, getByRole } = render(<List fast={false} view={[0, 9]} />);
    const built = () => getByRole('status').textContent;
    const frame = () => act(() => void vi.advanceTimersToNextFrame());
    expect(built()).toBe('0-11');

    // Flung far down: nothing new is built.
    rerender(<List fast view={[400, 409]} />);
    expect(built()).toBe('0-11');
    rerender(<List fast view={[800, 809]} />);
    expect(built()).toBe('0-11');

    // Slowed: the rows in view come three a frame, then the overscan.
    rerender(<List fast={false} view={[800, 809]} />);
    expect(built()).toBe('800-802');
    frame();
    expect(built()).toBe('800-805');
    frame();
    frame();
    expect(built()).toBe('800-811');
    frame();
    expect(built()).toBe('798-811');
    // Complete: nothing is rendered again at the next frames.
    frame();
    expect(built()).toBe('798-811');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows a reading scroll without waiting for a frame', () => {
    const { rerender, getByRole } = render(<List fast={false} view={[0, 9]} />);
    rerender(<List fast={false} view={[1, 10]} />);
    expect(getByRole('status').textContent).toBe('0-12');
    expect(vi.getTimerCount()).toBe(0);
  });
});
