import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { revealInRow } from './reveal';
import { moreSides, scrollFadeClass, useScrollFade } from './use-scroll-fade';

vi.mock('./reveal', () => ({ revealInRow: vi.fn() }));

const box = (scrollLeft: number, clientWidth = 300, scrollWidth = 900) => ({
  scrollLeft,
  clientWidth,
  scrollWidth,
});

describe('moreSides', () => {
  it('names the sides a row can still scroll to', () => {
    expect(moreSides(box(0))).toBe('end');
    expect(moreSides(box(200))).toBe('both');
    expect(moreSides(box(600))).toBe('start');
    expect(moreSides(box(0, 300, 300))).toBe('none');
  });
});

function Row() {
  const ref = useScrollFade<HTMLDivElement>();
  return (
    <div ref={ref} className={scrollFadeClass} data-testid="row">
      chips
    </div>
  );
}

describe('useScrollFade', () => {
  it('marks the row as it scrolls', () => {
    render(<Row />);
    const row = screen.getByTestId('row');
    // jsdom lays nothing out: give the row a size, then scroll it.
    Object.defineProperties(row, {
      clientWidth: { value: 300, configurable: true },
      scrollWidth: { value: 900, configurable: true },
    });
    act(() => {
      row.scrollLeft = 0;
      row.dispatchEvent(new Event('scroll'));
    });
    expect(row).toHaveAttribute('data-more', 'end');
    act(() => {
      row.scrollLeft = 300;
      row.dispatchEvent(new Event('scroll'));
    });
    expect(row).toHaveAttribute('data-more', 'both');
    act(() => {
      row.scrollLeft = 600;
      row.dispatchEvent(new Event('scroll'));
    });
    expect(row).toHaveAttribute('data-more', 'start');
  });

  it('measures a new row at the next frame, not inside the render that mounts it', async () => {
    const widths = vi.spyOn(Element.prototype, 'scrollWidth', 'get');
    try {
      render(<Row />);
      const row = screen.getByTestId('row');
      expect(widths).not.toHaveBeenCalled();
      expect(row).not.toHaveAttribute('data-more');
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(widths).toHaveBeenCalled();
      expect(row).toHaveAttribute('data-more', 'none');
    } finally {
      widths.mockRestore();
    }
  });
});

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

function Chips({ chosen, status = 'up' }: { chosen: number; status?: string }) {
  const ref = useScrollFade<HTMLDivElement>();
  return (
    <div ref={ref} className={scrollFadeClass} role="group" aria-label="Chips">
      {['All', 'Action', 'Drama', 'Western'].map((name, index) => (
        <button key={name} type="button" aria-pressed={index === chosen}>
          {name} {status}
        </button>
      ))}
    </div>
  );
}

describe('useScrollFade: the chosen item', () => {
  it('comes into view when the row is shown, and each time another is chosen', async () => {
    const reveal = vi.mocked(revealInRow);
    reveal.mockClear();
    const { rerender } = render(<Chips chosen={2} />);
    const row = screen.getByRole('group', { name: 'Chips' });
    expect(reveal).not.toHaveBeenCalled();
    await nextFrame();
    expect(reveal.mock.calls).toEqual([[row, screen.getByRole('button', { name: /Drama/ })]]);

    rerender(<Chips chosen={3} />);
    await nextFrame();
    expect(reveal).toHaveBeenCalledTimes(2);
    expect(reveal).toHaveBeenLastCalledWith(row, screen.getByRole('button', { name: /Western/ }));
  });

  it('leaves the row where it is when anything else in it changes', async () => {
    const reveal = vi.mocked(revealInRow);
    const { rerender } = render(<Chips chosen={1} />);
    await nextFrame();
    reveal.mockClear();
    // The reader scrolls the row; a server's health (its text) changes.
    rerender(<Chips chosen={1} status="down" />);
    await nextFrame();
    expect(screen.getByRole('button', { name: 'Action down' })).toBeInTheDocument();
    expect(reveal).not.toHaveBeenCalled();
  });
});
