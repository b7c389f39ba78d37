import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowRows } from './use-window-rows';

let now = 0;
let renders = 0;
beforeEach(() => {
  now = 1000;
  renders = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  window.scrollY = 0;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.restoreAllMocks());

function scrollTo(y: number, ms = 16) {
  now += ms;
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

function List() {
  const rows = useWindowRows({ count: 1000, estimateSize: () => 50, overscan: 0 }, 4);
  const items = rows.getVirtualItems();
  return <output>{`${items[0]?.index}-${items.at(-1)?.index}`}</output>;
}

/** The list, counting its renders. */
const Rows = () => (
  <Profiler id="rows" onRender={() => (renders += 1)}>
    <List />
  </Profiler>
);

describe('useWindowRows', () => {
  it('renders when its rows change, not at every step of a scroll', () => {
    render(<Rows />);
    const shown = () => screen.getByRole('status').textContent;
    expect(shown()).toBe('0-15');
    scrollTo(5, 100);
    expect(shown()).toBe('0-16');
    const before = renders;
    // Slowly, within the same rows: nothing to render.
    scrollTo(10, 100);
    scrollTo(20, 100);
    expect(renders).toBe(before);
    // Slowly, a row further: rendered.
    scrollTo(60, 100);
    expect(shown()).toBe('1-17');
    expect(renders).toBeGreaterThan(before);
  });

  it('renders nothing while flung, then builds the rows in view', () => {
    render(<Rows />);
    scrollTo(5, 100);
    const before = screen.getByRole('status').textContent;
    // A fling: many screens a second. From its first step, no row is built.
    scrollTo(400);
    expect(screen.getByRole('status').textContent).toBe(before);
    const during = renders;
    scrollTo(800);
    scrollTo(1200);
    scrollTo(1600);
    expect(renders).toBe(during);
    expect(screen.getByRole('status').textContent).toBe(before);
    // It slows: the rows in view come, four at first.
    scrollTo(1601, 50);
    expect(screen.getByRole('status').textContent).toBe('32-35');
  });
});
