import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './confirm-dialog';
import { Dialog } from './dialog';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          title="Test"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button type="button">First</button>
          <button type="button" data-autofocus="">
            Preferred
          </button>
          <button type="button">Last</button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal named by its title that focuses the preferred element, keeps Tab inside both ways, closes on Escape and restores focus', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Test' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    // Opened with showModal(): the browser makes the rest of the page inert.
    expect(dialog.dataset.modal).toBe('');
    expect(screen.getByRole('button', { name: 'Preferred' })).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from a press on the dimmed layer, not inside the panel', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByRole('button', { name: 'First' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('with dialogs stacked, Escape closes only the innermost', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    function Stack() {
      const [asking, setAsking] = useState(false);
      return (
        <Dialog title="Outer" onClose={outerClose}>
          <button type="button" onClick={() => setAsking(true)}>
            Ask
          </button>
          {asking ? (
            <Dialog title="Inner" onClose={innerClose}>
              <p>Question</p>
            </Dialog>
          ) : null}
        </Dialog>
      );
    }
    render(<Stack />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });

  it('kept mounted with `open`, waits closed in the page and opens and closes the same element', async () => {
    const onClose = vi.fn();
    function Kept() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Dialog
            title="Kept"
            open={open}
            onClose={() => {
              onClose();
              setOpen(false);
            }}
          >
            <button type="button">Inside</button>
          </Dialog>
        </>
      );
    }
    render(<Kept />);
    const element = document.querySelector('dialog');
    expect(element).not.toBeNull();
    expect(element).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).toBeNull();

    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Kept' });
    expect(dialog).toBe(element);
    expect(dialog.dataset.modal).toBe('');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('dialog')).toBe(element);
    expect(element).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Kept' })).toBe(element);
  });
});

describe('AlertDialog', () => {
  it('is an alert named by its message, with one OK button that takes focus and closes', async () => {
    const onClose = vi.fn();
    render(<AlertDialog message="Something failed." onClose={onClose} />);
    const alert = screen.getByRole('alertdialog', { name: 'Something failed.' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    expect(alert).toContainElement(ok);
    await userEvent.click(ok);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
