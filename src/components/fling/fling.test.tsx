import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFling } from './fling';

let now = 0;
beforeEach(() => {
  now = 1000;
  vi.useFakeTimers();
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  window.scrollY = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** One scroll event `ms` after the last, the window moved by `px`. */
function scroll(px: number, ms = 16) {
  now += ms;
  act(() => {
    window.scrollY += px;
    window.dispatchEvent(new Event('scroll'));
  });
}

function Probe() {
  const fast = useFling();
  return <output>{fast ? 'fast' : 'read'}</output>;
}

describe('useFling', () => {
  it('is fast over three screens a second, and read again under one or when the scroll stops', () => {
    render(<Probe />);
    const state = () => screen.getByRole('status').textContent;
    scroll(20);
    expect(state()).toBe('read');
    scroll(200);
    expect(state()).toBe('fast');
    // Slowing, but still over a screen a second: still a fling.
    scroll(20);
    expect(state()).toBe('fast');
    scroll(5);
    expect(state()).toBe('read');
    scroll(200);
    expect(state()).toBe('fast');
    act(() => void vi.advanceTimersByTime(150));
    expect(state()).toBe('read');
  });

  it('does not end a fling on the first step of a flick that follows a short pause', () => {
    render(<Probe />);
    const state = () => screen.getByRole('status').textContent;
    scroll(200);
    expect(state()).toBe('fast');
    // The next flick starts 110 ms later with a small step: no speed is read across the pause.
    scroll(20, 110);
    expect(state()).toBe('fast');
    scroll(200);
    expect(state()).toBe('fast');
  });
});
