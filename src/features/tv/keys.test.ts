import { describe, expect, it } from 'vitest';
import { isTextField, tvKeyOf } from './keys';

const press = (key: string, keyCode = 0, extra: Partial<KeyboardEvent> = {}) => ({
  key,
  keyCode,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...extra,
});

describe('tvKeyOf', () => {
  it('reads the arrows, with the older names some TV browsers send', () => {
    expect(tvKeyOf(press('ArrowLeft'), false)).toEqual({ kind: 'move', direction: 'left' });
    expect(tvKeyOf(press('Down'), false)).toEqual({ kind: 'move', direction: 'down' });
  });

  it('takes Escape, the browser Back key and the Samsung and LG remote codes as Back', () => {
    for (const key of ['Escape', 'GoBack', 'BrowserBack']) {
      expect(tvKeyOf(press(key), false)).toEqual({ kind: 'back' });
    }
    expect(tvKeyOf(press('Unidentified', 10009), false)).toEqual({ kind: 'back' });
    expect(tvKeyOf(press('Unidentified', 461), false)).toEqual({ kind: 'back' });
  });

  it('takes Backspace as Back only outside a text field', () => {
    expect(tvKeyOf(press('Backspace'), false)).toEqual({ kind: 'back' });
    expect(tvKeyOf(press('Backspace'), true)).toBeNull();
  });

  it('leaves modified keys and Shift+arrows alone', () => {
    expect(tvKeyOf(press('ArrowLeft', 0, { altKey: true }), false)).toBeNull();
    expect(tvKeyOf(press('ArrowLeft', 0, { shiftKey: true }), false)).toBeNull();
    expect(tvKeyOf(press('Enter'), false)).toEqual({ kind: 'ok' });
  });
});

describe('isTextField', () => {
  it('knows fields that take typed text from those that do not', () => {
    const text = document.createElement('input');
    const range = Object.assign(document.createElement('input'), { type: 'range' });
    expect(isTextField(text)).toBe(true);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(range)).toBe(false);
    expect(isTextField(document.createElement('button'))).toBe(false);
  });
});
