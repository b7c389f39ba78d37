import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useModalFocus } from './use-modal-focus';

function Modal({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, { onClose });
  return (
    <div ref={ref} role="dialog" aria-label="Test">
      <button type="button">First</button>
      <button type="button" data-autofocus="">
        Preferred
      </button>
      <button type="button">Last</button>
    </div>
  );
}

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

describe('useModalFocus', () => {
  it('focuses the preferred element, traps Tab both ways, closes on Escape and restores focus', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Preferred' })).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('with modals stacked, Escape closes only the innermost', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    function Stack() {
      const outer = useRef<HTMLDivElement>(null);
      const inner = useRef<HTMLDivElement>(null);
      useModalFocus(outer, { onClose: outerClose });
      useModalFocus(inner, { onClose: innerClose });
      return (
        <div ref={outer}>
          <button type="button">Outer</button>
          <div ref={inner}>
            <button type="button">Inner</button>
          </div>
        </div>
      );
    }
    render(<Stack />);
    await userEvent.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
