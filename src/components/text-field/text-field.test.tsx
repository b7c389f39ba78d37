import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { TextField } from './text-field';

it('names its input by the label, passes the input its attributes and reports the text', () => {
  const onValueChange = vi.fn();
  render(
    <TextField label="Name" value="Ana" onValueChange={onValueChange} maxLength={5} takesFocus />,
  );
  const box = screen.getByRole('textbox', { name: 'Name' });
  expect(box).toHaveValue('Ana');
  expect(box).toHaveAttribute('maxlength', '5');
  expect(box).toHaveAttribute('data-autofocus');
  fireEvent.change(box, { target: { value: 'Ben' } });
  expect(onValueChange).toHaveBeenCalledWith('Ben');
});
