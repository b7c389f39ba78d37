import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMenu } from './use-menu';

function Menu({ onOuterKey }: { onOuterKey: () => void }) {
  const { open, toggle, menuId, wrapper, trigger, onKeyDown } = useMenu();
  return (
    // The outer element stands for a dialog around the menu.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onOuterKey}>
      <div ref={wrapper}>
        <button ref={trigger} type="button" aria-controls={menuId} onClick={toggle}>
          Open
        </button>
        {open ? (
          <div id={menuId} role="menu" tabIndex={-1} onKeyDown={onKeyDown}>
            <button type="button" role="menuitem">
              One
            </button>
            <button type="button" role="menuitem" disabled>
              Off
            </button>
            <button type="button" role="menuitem">
              Two
            </button>
          </div>
        ) : null}
      </div>
      <p>outside</p>
    </div>
  );
}

describe('useMenu', () => {
  it('focuses the first item, moves over enabled items, and Escape goes back to the button', () => {
    const outer = vi.fn();
    render(<Menu onOuterKey={outer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Two' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Two' })).toHaveFocus();
    outer.mockClear();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(outer).not.toHaveBeenCalled();
  });

  it('closes on a press outside it and on Tab', () => {
    render(<Menu onOuterKey={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
