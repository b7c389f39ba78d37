import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpNext } from './up-next';

afterEach(() => vi.useRealTimers());

describe('UpNext', () => {
  it('counts down and then plays the next episode', () => {
    vi.useFakeTimers();
    const onPlay = vi.fn();
    render(<UpNext label="S1E3" seconds={3} onPlay={onPlay} onCancel={vi.fn()} />);
    expect(screen.getByText('Playing in 3 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(onPlay).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('has Play now and Cancel buttons', () => {
    const onPlay = vi.fn();
    const onCancel = vi.fn();
    render(<UpNext label="S1E3" seconds={10} onPlay={onPlay} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
