import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './button';

describe('Button', () => {
  it('is a plain button (type "button" unless told) that passes its props and ref on', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <form onSubmit={(e) => e.preventDefault()}>
        <Button ref={ref} onClick={onClick} aria-pressed="true">
          Shuffle
        </Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    const shuffle = screen.getByRole('button', { name: 'Shuffle' });
    expect(shuffle).toHaveAttribute('type', 'button');
    expect(shuffle).toHaveAttribute('aria-pressed', 'true');
    expect(ref.current).toBe(shuffle);
    await userEvent.click(shuffle);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('gives each variant and size its own classes and keeps the caller’s class', () => {
    const primary = buttonClass('primary', 'lg', 'extra');
    expect(primary.split(' ')).toHaveLength(4);
    expect(primary).toContain('extra');
    expect(buttonClass('danger')).not.toBe(buttonClass('secondary'));
    expect(buttonClass('secondary', 'sm')).not.toBe(buttonClass('secondary', 'md'));
    // An icon button has no text padding: md is its default 40 px, sm its 36 px.
    expect(buttonClass('icon', 'md').split(' ')).toHaveLength(2);
    expect(buttonClass('icon', 'sm').split(' ')).toHaveLength(3);
  });
});
