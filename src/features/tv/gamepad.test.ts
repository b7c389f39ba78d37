import { describe, expect, it } from 'vitest';
import { createPadReader, REPEAT_DELAY_MS, REPEAT_EVERY_MS, type PadSnapshot } from './gamepad';

function pad(pressed: number[] = [], axes: number[] = [0, 0]): PadSnapshot {
  return {
    buttons: Array.from({ length: 17 }, (_, i) => ({ pressed: pressed.includes(i) })),
    axes,
  };
}

describe('createPadReader', () => {
  it('acts once when a button goes down, not while it is held', () => {
    const read = createPadReader();
    expect(read([pad([0])], 0)).toEqual([{ kind: 'ok' }]);
    expect(read([pad([0])], 16)).toEqual([]);
    expect(read([pad()], 32)).toEqual([]);
    expect(read([pad([1])], 48)).toEqual([{ kind: 'back' }]);
  });

  it('maps the shoulder buttons to row jumps and Start to play/pause', () => {
    const read = createPadReader();
    expect(read([pad([4, 5, 9])], 0)).toEqual([
      { kind: 'jump', direction: 'up' },
      { kind: 'jump', direction: 'down' },
      { kind: 'playPause' },
    ]);
  });

  it('moves on the D-pad at once, then repeats after a delay while held', () => {
    const read = createPadReader();
    const down = { kind: 'move', direction: 'down' };
    expect(read([pad([13])], 0)).toEqual([down]);
    expect(read([pad([13])], REPEAT_DELAY_MS - 1)).toEqual([]);
    expect(read([pad([13])], REPEAT_DELAY_MS)).toEqual([down]);
    expect(read([pad([13])], REPEAT_DELAY_MS + REPEAT_EVERY_MS - 1)).toEqual([]);
    expect(read([pad([13])], REPEAT_DELAY_MS + REPEAT_EVERY_MS)).toEqual([down]);
  });

  it('reads the left stick past its threshold, along its stronger axis', () => {
    const read = createPadReader();
    expect(read([pad([], [0.2, 0.3])], 0)).toEqual([]);
    expect(read([pad([], [-0.9, 0.4])], 16)).toEqual([{ kind: 'move', direction: 'left' }]);
    expect(read([pad([], [0, 0])], 32)).toEqual([]);
    expect(read([null, pad([], [0.1, 0.8])], 48)).toEqual([{ kind: 'move', direction: 'down' }]);
  });
});
