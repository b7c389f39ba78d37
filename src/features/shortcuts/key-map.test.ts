import { describe, expect, it } from 'vitest';
import { actionForKey, type KeyPress } from './key-map';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

describe('actionForKey', () => {
  it.each([
    [' ', 'togglePlay'],
    ['ArrowLeft', 'seekBack'],
    ['ArrowRight', 'seekForward'],
    ['ArrowUp', 'volumeUp'],
    ['ArrowDown', 'volumeDown'],
    ['m', 'mute'],
    ['l', 'like'],
    ['q', 'queue'],
    ['s', 'shuffle'],
    ['r', 'repeat'],
    ['f', 'fullscreen'],
    ['n', 'nextEpisode'],
    ['p', 'previousEpisode'],
    ['/', 'search'],
    ['?', 'help'],
  ])('maps %j to %s', (key, action) => {
    expect(actionForKey(press(key))).toBe(action);
  });

  it('reads Space by its code too (some layouts report another key)', () => {
    expect(actionForKey(press('Spacebar', { code: 'Space' }))).toBe('togglePlay');
  });

  it('moves between songs with Shift and the side arrows, and leaves Shift+↑/↓ and Shift+Space alone', () => {
    expect(actionForKey(press('ArrowLeft', { shiftKey: true }))).toBe('previousSong');
    expect(actionForKey(press('ArrowRight', { shiftKey: true }))).toBe('nextSong');
    expect(actionForKey(press('ArrowUp', { shiftKey: true }))).toBeNull();
    expect(actionForKey(press(' ', { shiftKey: true }))).toBeNull();
  });

  it('takes letters in either case (Shift or Caps Lock) and `?` with the Shift it needs', () => {
    expect(actionForKey(press('M', { shiftKey: true }))).toBe('mute');
    expect(actionForKey(press('Q'))).toBe('queue');
    expect(actionForKey(press('?', { shiftKey: true }))).toBe('help');
    expect(actionForKey(press('/', { shiftKey: true }))).toBe('search');
  });

  it('does nothing with Ctrl, Meta or Alt held (the browser and system shortcuts)', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey'] as const) {
      for (const key of [' ', 'ArrowLeft', 'm', 'l', 'f', '/', '?']) {
        expect(actionForKey(press(key, { [modifier]: true }))).toBeNull();
      }
    }
  });

  it('accepts AltGr (Ctrl+Alt) where a layout needs it for `/` or `?`, not for letters', () => {
    const altGr = { ctrlKey: true, altKey: true, altGraph: true };
    expect(actionForKey(press('/', altGr))).toBe('search');
    expect(actionForKey(press('?', altGr))).toBe('help');
    expect(actionForKey(press('m', altGr))).toBeNull();
  });

  it('ignores every other key', () => {
    for (const key of ['a', 'k', 'Enter', 'Tab', 'Escape', 'Home', 'F5', '1', 'é']) {
      expect(actionForKey(press(key))).toBeNull();
    }
  });
});
