import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TrailerOverlay } from './trailer-overlay';
import { TRAILER_SANDBOX } from './trailer-url';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        More Info
      </button>
      {open ? (
        <TrailerOverlay src="/embed/demo/trailer/k" title="Alpha" onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

describe('TrailerOverlay', () => {
  it('shows the frame, traps Tab, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'More Info' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Alpha trailer' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', '/embed/demo/trailer/k');
    expect(dialog.querySelector('iframe')).toHaveAttribute('sandbox', TRAILER_SANDBOX);
    const close = screen.getByRole('button', { name: 'Close trailer' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog.querySelector('iframe')).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'More Info' }));
    await user.click(screen.getByRole('button', { name: 'Close trailer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
